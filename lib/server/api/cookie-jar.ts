import 'server-only';

type CookieOptions = { maxAge?: number; expires?: Date; httpOnly?: boolean; sameSite?: 'lax' | 'strict'; path?: string };

export type CookieJar = {
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string): void;
  applyTo(response: Response): void;
};

function serialize(name: string, value: string, options: CookieOptions & { secure: boolean }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly !== false) parts.push('HttpOnly');
  parts.push(`SameSite=${options.sameSite === 'strict' ? 'Strict' : 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Collects Set-Cookie headers during a route handler. Cookies are HttpOnly and SameSite=Lax unless
 * told otherwise, and Secure whenever the site is served over HTTPS (architecture §3).
 */
export function createCookieJar(request: Request): CookieJar {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https' || (process.env.APP_URL ?? '').startsWith('https:');
  const headers: string[] = [];
  return {
    set(name, value, options = {}) {
      headers.push(serialize(name, value, { ...options, secure }));
    },
    delete(name) {
      headers.push(serialize(name, '', { maxAge: 0, expires: new Date(0), secure }));
    },
    applyTo(response) {
      for (const header of headers) response.headers.append('set-cookie', header);
    },
  };
}
