// Types for scripts/deferred-chunks.mjs (plain JavaScript, loaded by the server entry), for its tests.
export const START_AT_LATEST_MS: number;
export const PAINT_WAIT_AT_MOST_MS: number;
export const HERO_TIMING: string;
export const LOADER: string;
export function createChunkDeferral(): { push(chunk: string): string; end(): string };
