/** A run of whole escapes (`%D0%9F`), a malformed one (`%A`, `%`), or plain text. */
const PARTS = /((?:%[0-9A-Fa-f]{2})+)|(%[0-9A-Fa-f]?)|([^%]+)/g;

function decodeEscapes(escapes: string): string | null {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return null;
  }
}

/**
 * Spec §2: a path with upper-case letters is redirected (301) to its lower-case form. Escapes are
 * read as the characters they encode, so percent-encoded Cyrillic (`%D0%9F`) counts as a letter and
 * an escape's own hex digits (`%2F`) do not; an escape whose character has no lower case is kept as
 * it was, so a reserved one (`%2F`, `%3F`) stays escaped and nothing is encoded twice. Paths
 * containing `s-login` keep their case (their one-time tokens are case-sensitive).
 * Returns the lower-case path to redirect to, or null when no redirect is due.
 */
export function lowercaseRedirect(pathname: string): string | null {
  if (/s-login/i.test(pathname)) return null;
  let changed = false;
  const lowered = pathname.replace(PARTS, (whole, escapes: string | undefined, malformed: string | undefined, text: string | undefined) => {
    if (malformed !== undefined) return malformed;
    if (text !== undefined) {
      const lower = text.toLowerCase();
      if (lower !== text) changed = true;
      return encodeURI(lower);
    }
    const decoded = decodeEscapes(escapes!);
    if (decoded === null) return whole;
    const lower = decoded.toLowerCase();
    if (lower === decoded) return whole;
    changed = true;
    return encodeURIComponent(lower);
  });
  return changed ? lowered : null;
}
