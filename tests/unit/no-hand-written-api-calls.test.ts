import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Components and pages call the API through lib/api/client.ts with an endpoint from
 * lib/api/endpoints.ts (method, path and types of its contract), never with a hand-written
 * '/api/…' string, their own fetch() or XMLHttpRequest and a response parser of their own.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Files that mention /api/ for another reason than calling it. */
const allowed: Record<string, string> = {
  'app/robots.ts': 'tells crawlers to stay out of /api/',
};

const rules: { name: string; pattern: RegExp }[] = [
  { name: "a hand-written '/api/…' path", pattern: /['"`]\/api\//g },
  { name: 'a direct fetch()', pattern: /(?<![\w.])fetch\s*\(/g },
  { name: 'a direct XMLHttpRequest', pattern: /new\s+XMLHttpRequest\b/g },
];

function findHandWrittenCalls(source: string): string[] {
  return rules.flatMap(({ name, pattern }) =>
    [...source.matchAll(pattern)].map((match) => `${name} on line ${source.slice(0, match.index).split('\n').length}`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return relative === 'app/api' ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('API calls from components and pages', () => {
  it('the check finds each kind of hand-written call', () => {
    expect(findHandWrittenCalls("const r = await fetch('/api/auth/logout', { method: 'POST' });")).toHaveLength(2);
    expect(findHandWrittenCalls('endpoint: `/api/auth/register-${kind}`,')).toHaveLength(1);
    expect(findHandWrittenCalls('<ReviewActions endpoint="/api/admin/x" />\nconst xhr = new XMLHttpRequest();')).toEqual([
      "a hand-written '/api/…' path on line 1",
      'a direct XMLHttpRequest on line 2',
    ]);
    expect(findHandWrittenCalls('await callApi(endpoints.logout, { lang }); prefetch(x); refetch();')).toEqual([]);
  });

  it('go through lib/api/client.ts and lib/api/endpoints.ts', () => {
    const files = [...sourceFiles('components'), ...sourceFiles('app')];
    expect(files.length).toBeGreaterThan(20);
    const offences = files
      .filter((file) => !(file in allowed))
      .flatMap((file) => findHandWrittenCalls(readFileSync(path.join(root, file), 'utf8')).map((found) => `${file}: ${found}`));
    expect(offences).toEqual([]);
  });
});
