const BASE = 'http://kermo.invalid';

/**
 * The `ref` a sign-in page returns to, only if it is a path on this site (spec §6 sign routes).
 * Anything that would leave the site — `//evil.example`, `/\evil.example`, `https://…`,
 * `javascript:` — gives null.
 */
export function safeRef(ref: string | null | undefined): string | null {
  if (!ref || ref.length > 2000 || !ref.startsWith('/') || ref.startsWith('//') || ref.startsWith('/\\')) return null;
  try {
    const url = new URL(ref, BASE);
    if (url.origin !== BASE) return null;
    // Dot segments can collapse into "//host" after normalising: check the result again.
    const path = url.pathname + url.search + url.hash;
    return path.startsWith('//') || path.startsWith('/\\') ? null : path;
  } catch {
    return null;
  }
}
