import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'styles', 'proxy.ts', 'next.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Runs `next build` when there is no build yet or a source file changed after the last one. */
export function buildIfNeeded(): void {
  const buildId = path.join('.next', 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (built && Math.max(...SOURCES.map(newestMtime)) <= built) return;
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
