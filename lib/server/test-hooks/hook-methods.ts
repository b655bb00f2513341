import 'server-only';
import { allMethods, HTTP_METHODS, type HttpMethod, type MethodHandler, notFoundMethods } from '@/lib/server/api/methods';

/**
 * Every method of a test-only route (app/api/test-hooks/…): the handlers given in a build made with
 * KERMO_TEST_HOOKS=1, and in any other build exactly what an /api path without a route answers
 * (app/api/[[...path]]) — whatever the method, so neither a 405 nor an OPTIONS `Allow` list tells
 * that the hook exists. next.config.ts inlines the flag at build time, so elsewhere the check is the
 * constant `'' === '1'`; it is made per request so tests can play the flag.
 */
export function testHookMethods(handlers: Partial<Record<HttpMethod, MethodHandler>>): Record<HttpMethod, MethodHandler> {
  const live = allMethods(handlers) as Record<HttpMethod, MethodHandler>;
  const absent = notFoundMethods();
  return Object.fromEntries(
    HTTP_METHODS.map((method) => [method, (request: Request) => (process.env.KERMO_TEST_HOOKS === '1' ? live : absent)[method](request)]),
  ) as Record<HttpMethod, MethodHandler>;
}
