import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): with this first line, the browser compiles all of a
 * script's functions on the thread that streams it in, instead of one by one on the main thread
 * the first time each runs. The chunks every page runs at start (React, the router, Turbopack's
 * runtime) call nearly all their functions while hydrating, so the lazy compiles were most of the
 * one long task the page had (docs/performance.md, session 30). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Adds the hint to the build's start-up chunks (`rootMainFiles` of `.next/build-manifest.json`),
 * once: a chunk that has it is left alone. Only those: a page's own chunks and lazily loaded code
 * would be compiled whole for functions that may never run. Returns the files it changed.
 */
export function addCompileHints(nextDir: string): string[] {
  const manifestFile = path.join(nextDir, 'build-manifest.json');
  if (!existsSync(manifestFile)) return [];
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { rootMainFiles?: string[] };
  const changed: string[] = [];
  for (const file of rootMainFiles) {
    if (!/^static\/chunks\/[\w\-.]+\.js$/.test(file)) continue;
    const full = path.join(nextDir, file);
    const code = readFileSync(full, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + code);
    changed.push(file);
  }
  return changed;
}
