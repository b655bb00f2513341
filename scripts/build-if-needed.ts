import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints';

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'styles', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package-lock.json'];
/** What a build was made with, written next to it: today the test-hook flag. */
const STAMP = path.join('.next', 'kermo-build.json');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/**
 * The test-only hooks flag (next.config.ts inlines it at build time): '1' for the end-to-end build
 * (scripts/test-e2e.sh), '' for every other.
 */
function wantedTestHooks(): string {
  return process.env.KERMO_TEST_HOOKS === '1' ? '1' : '';
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The flag the existing build was made with: what Next.js itself recorded of the `env` it inlined
 * (so a build made by hand with `next build` counts too), else our stamp; null when unknown (then
 * it is rebuilt).
 */
function builtTestHooks(dir: string): string | null {
  const next = readJson(path.join(dir, '.next', 'required-server-files.json')) as { config?: { env?: Record<string, unknown> } } | null;
  const stamp = readJson(path.join(dir, STAMP)) as { testHooks?: unknown } | null;
  const recorded = next?.config?.env ? next.config.env.KERMO_TEST_HOOKS : stamp?.testHooks;
  return recorded === '1' || recorded === '' ? recorded : null;
}

/** Runs `next build`, adds the compile hints to its start-up chunks and records what it was built with. */
export function build(nextArgs: string[] = []): void {
  const testHooks = wantedTestHooks();
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build', ...nextArgs], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  addCompileHints('.next');
  writeFileSync(STAMP, `${JSON.stringify({ testHooks })}\n`);
}

/**
 * Why `next build` must run, or null: there is no build yet, a source file changed after the last
 * one, or the last one was made with a different test-hook flag — so a normal `npm start` never
 * serves the end-to-end build (whose test-only hooks hand out codes and links), and vice versa.
 */
export function buildReason(dir = '.'): string | null {
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (!built) return 'No build yet: building…';
  if (builtTestHooks(dir) !== wantedTestHooks()) {
    return wantedTestHooks() ? 'Building with the test-only hooks (KERMO_TEST_HOOKS=1)…' : 'The last build was not a normal one (test hooks, or unknown): rebuilding…';
  }
  if (Math.max(...SOURCES.map((source) => newestMtime(path.join(dir, source)))) > built) return 'Sources changed since the last build: rebuilding…';
  return null;
}

/** `npm start`'s step: builds only when `buildReason()` gives a reason. */
export function buildIfNeeded(): void {
  const reason = buildReason();
  if (!reason) {
    // A build made with plain `next build` has no compile hints yet (adding them is idempotent). A
    // build the server may not write to (another user's, read-only) is served as it is.
    try {
      addCompileHints('.next');
    } catch (error) {
      console.warn(`Compile hints not added (${(error as Error).message}): the build is served as it is.`);
    }
    return;
  }
  console.log(reason);
  build();
}

