import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '@/scripts/compile-hints';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A stand-in `.next` with two start-up chunks and one page chunk. */
function build(rootMainFiles: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kermo-hints-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const name of ['framework.js', 'runtime.js', 'page.js']) writeFileSync(path.join(dir, 'static', 'chunks', name), `/* ${name} */(()=>{})();`);
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }));
  return dir;
}

const read = (dir: string, name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');

describe('compile hints (scripts/compile-hints.ts)', () => {
  it('puts the hint first in every start-up chunk and nowhere else', () => {
    const dir = build(['static/chunks/framework.js', 'static/chunks/runtime.js']);
    expect(addCompileHints(dir)).toEqual(['static/chunks/framework.js', 'static/chunks/runtime.js']);
    expect(read(dir, 'framework.js')).toBe(`${COMPILE_HINT}/* framework.js */(()=>{})();`);
    expect(read(dir, 'runtime.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(read(dir, 'page.js')).toBe('/* page.js */(()=>{})();');
  });

  it('adds it once, however often it runs', () => {
    const dir = build(['static/chunks/framework.js']);
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read(dir, 'framework.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('touches nothing outside the chunks folder, and nothing without a build', () => {
    const dir = build(['static/chunks/../../build-manifest.json', 'static/css/app.css']);
    expect(addCompileHints(dir)).toEqual([]);
    expect(addCompileHints(path.join(dir, 'missing'))).toEqual([]);
  });
});
