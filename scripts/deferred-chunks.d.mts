// Types for scripts/deferred-chunks.mjs (plain JavaScript, loaded by the server entry), for its tests.
export const START_AT_LATEST_MS: number;
export const LOADER: string;
export function createChunkDeferral(): { push(chunk: string): string; end(): string };
