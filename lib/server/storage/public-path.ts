import 'server-only';
import { isCanonicalSegment } from './keys';

/**
 * The path segments after `prefix` in a public file route's URL, decoded once and each canonical
 * (keys.ts), or null. Read from the request's own URL rather than Next's catch-all params, so the
 * route decides how the path is decoded: WHATWG URL parsing has already resolved `.`/`..`, `%2e`
 * and `\` (anything that climbed out of `prefix` no longer starts with it), a malformed or overlong
 * escape (`%C0%AE`) fails to decode, and anything left that is not a canonical segment once decoded
 * (`%2F`, `%5C`, a second layer `%252F`, NUL, upper case, an empty segment) is refused.
 */
export function publicPathSegments(request: Request, prefix: `/${string}/`): string[] | null {
  let pathname: string;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(prefix)) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(prefix.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!isCanonicalSegment(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
