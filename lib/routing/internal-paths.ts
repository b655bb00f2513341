/** Internal page the proxy rewrites to for spec §2's "Unknown middleware" (never a public URL). */
export const UNKNOWN_MIDDLEWARE_PATH = '/system/unknown-middleware';
/** Internal page rendering the 404 view; the proxy rewrites unknown addresses here with status 404. */
export const NOT_FOUND_PATH = '/system/not-found';
/** Prefix of internal pages: requested directly, they answer 404. */
export const INTERNAL_PREFIX = '/system/';
/** Request header carrying the original path and query to server components (language switcher). */
export const URL_HEADER = 'x-kermo-url';
