function safeDecode(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

/**
 * Spec §2: a path with upper-case letters is redirected (301) to its lower-case form. The path is
 * decoded first, so percent-encoded Cyrillic (`%D0%9F`) is not mistaken for upper case; paths
 * containing `s-login` keep their case (their one-time tokens are case-sensitive).
 * Returns the lower-case path to redirect to, or null when no redirect is due.
 */
export function lowercaseRedirect(pathname: string): string | null {
  if (/s-login/i.test(pathname)) return null;
  const decoded = safeDecode(pathname);
  if (decoded === null) {
    // Undecodable: lower-case only the literal letters, leaving %XX escapes untouched.
    const lowered = pathname.replace(/(%[0-9A-Fa-f]{0,2})|([^%]+)/g, (_, escape: string, text: string) => escape ?? text.toLowerCase());
    return lowered === pathname ? null : lowered;
  }
  const lower = decoded.toLowerCase();
  if (lower === decoded) return null;
  return encodeURI(lower);
}
