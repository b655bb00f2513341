import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason } from '@/scripts/build-if-needed';

let dir: string;
const saved = process.env.KERMO_TEST_HOOKS;

/** A project folder with a source file older than its build, which recorded `env` (null: no record) and maybe our stamp. */
function project(options: { env?: Record<string, string> | null; stamp?: string }) {
  mkdirSync(path.join(dir, 'lib'), { recursive: true });
  mkdirSync(path.join(dir, '.next'), { recursive: true });
  writeFileSync(path.join(dir, 'lib', 'a.ts'), '');
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(dir, 'lib', 'a.ts'), past, past);
  utimesSync(path.join(dir, 'lib'), past, past);
  writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'x');
  if (options.env !== null) writeFileSync(path.join(dir, '.next', 'required-server-files.json'), JSON.stringify({ config: { env: options.env ?? {} } }));
  if (options.stamp !== undefined) writeFileSync(path.join(dir, '.next', 'kermo-build.json'), JSON.stringify({ testHooks: options.stamp }));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kermo-build-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env.KERMO_TEST_HOOKS;
  else process.env.KERMO_TEST_HOOKS = saved;
});

describe("npm start's build-if-needed", () => {
  it('reuses a normal build for a normal start', () => {
    delete process.env.KERMO_TEST_HOOKS;
    project({ env: { KERMO_TEST_HOOKS: '' } });
    expect(buildReason(dir)).toBeNull();
  });

  it('never serves the end-to-end build (test hooks) on a normal start, and the reverse', () => {
    delete process.env.KERMO_TEST_HOOKS;
    project({ env: { KERMO_TEST_HOOKS: '1' } });
    expect(buildReason(dir)).toMatch(/rebuilding/);
    process.env.KERMO_TEST_HOOKS = '1';
    expect(buildReason(dir)).toBeNull();
    project({ env: { KERMO_TEST_HOOKS: '' } });
    expect(buildReason(dir)).toMatch(/test-only hooks/);
  });

  it('rebuilds when it cannot tell how the build was made', () => {
    delete process.env.KERMO_TEST_HOOKS;
    project({ env: null });
    expect(buildReason(dir)).toMatch(/rebuilding/);
    project({ env: null, stamp: '' });
    expect(buildReason(dir)).toBeNull();
  });

  it('rebuilds when there is no build or a source changed', () => {
    delete process.env.KERMO_TEST_HOOKS;
    expect(buildReason(dir)).toMatch(/No build yet/);
    project({ env: { KERMO_TEST_HOOKS: '' } });
    writeFileSync(path.join(dir, 'lib', 'b.ts'), '');
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'lib', 'b.ts'), future, future);
    expect(buildReason(dir)).toMatch(/Sources changed/);
  });
});
