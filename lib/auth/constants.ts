/** The cookie that carries the opaque access token for the web app (HttpOnly, SameSite=Lax). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
/** Cleared together with the token on logout (spec §4 Session). */
export const AUCS_COOKIE = 'aucs';
/** How long a session lasts without being used again. */
export const ACCESS_TOKEN_TTL_DAYS = 30;
