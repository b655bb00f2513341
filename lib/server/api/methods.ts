import 'server-only';
import type { ErrorCode } from '@/lib/errors/codes';
import { log } from '@/lib/server/log';
import { requestLocale } from './request-locale';
import { jsonError, requestIdOf } from './respond';

/** The methods Next.js dispatches to a route file (next/dist/server/web/http.js). */
export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A route handler; `never` lets handlers with a `{ params }` context argument fit as well. */
type Handler = (request: Request, context: never) => Response | Promise<Response>;
export type MethodHandler = (request: Request) => Promise<Response>;

function envelopeReply(code: Extract<ErrorCode, 'method_not_allowed' | 'not_found'>, headers?: Record<string, string>): MethodHandler {
  return async (request) => {
    const requestId = requestIdOf(request);
    const response = jsonError(requestLocale(request), requestId, code, { headers });
    log.info({ requestId, method: request.method, path: new URL(request.url).pathname, status: response.status }, 'api request');
    return response;
  };
}

/**
 * Every method for one route file: the handlers given, HEAD answered by GET, OPTIONS with the
 * `Allow` list, and any other method a 405 error envelope with `Allow`. Next.js itself answers a
 * method the file does not export with an empty 405, so route files export all of them:
 * `export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(…)` (or `allMethods({ GET })`).
 */
export function allMethods<H extends Partial<Record<HttpMethod, Handler>>>(handlers: H): Omit<Record<HttpMethod, MethodHandler>, keyof H> & H {
  const implemented = new Set<HttpMethod>(HTTP_METHODS.filter((method) => handlers[method]));
  if (implemented.has('GET')) implemented.add('HEAD');
  implemented.add('OPTIONS');
  const allow = HTTP_METHODS.filter((method) => implemented.has(method)).join(', ');
  const notAllowed = envelopeReply('method_not_allowed', { allow });
  const methods: Record<string, unknown> = Object.fromEntries(HTTP_METHODS.map((method) => [method, notAllowed]));
  methods.OPTIONS = async () => new Response(null, { status: 204, headers: { allow } });
  if (handlers.GET) methods.HEAD = handlers.GET;
  return { ...methods, ...handlers } as Omit<Record<HttpMethod, MethodHandler>, keyof H> & H;
}

/** For `/api/…` paths no route file serves (app/api/[[...path]]): the 404 envelope, whatever the method. */
export function notFoundMethods(): Record<HttpMethod, MethodHandler> {
  const notFound = envelopeReply('not_found');
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, notFound])) as Record<HttpMethod, MethodHandler>;
}
