/** Types of scripts/bench-floor.mjs (the tests import it; the project does not type-check JavaScript). */
export function floorResponse(headers: Headers | Record<string, string>, lang?: string): { headers: Record<string, string>; body: string };
export function startFloorServer(options: { port: number; headers: Headers | Record<string, string>; lang?: string }): Promise<{ origin: string; address: string; close: () => Promise<void> }>;
export function pageFaultMicroseconds(): number;
