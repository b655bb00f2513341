import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): with this first line, the browser compiles all of a
 * script's functions on the thread that streams it in, instead of one by one on the main thread
 * the first time each runs. The chunks every page runs at start (React, the router, Turbopack's
 * runtime) call nearly all their functions while hydrating, so the lazy compiles were most of the
 * one long task the page had (docs/performance.md, session 30). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINT_BYTES = Buffer.from(COMPILE_HINT);

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
    const code = readFileSync(full);
    if (code.subarray(0, HINT_BYTES.length).equals(HINT_BYTES)) continue;
    // Whole or not at all: a server may already be serving this build (a year's immutable cache).
    writeFileSync(`${full}.hint-tmp`, Buffer.concat([HINT_BYTES, code]));
    renameSync(`${full}.hint-tmp`, full);
    changed.push(file);
  }
  return changed;
}
