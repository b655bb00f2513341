import 'server-only';
import type { z } from 'zod';
import type { Access, Contract } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/locales';
import type { Session } from '@/lib/server/auth/resolve-session';
import { log } from '@/lib/server/log';
import { sessionFor } from './access';
import { type CookieJar, createCookieJar } from './cookie-jar';
import { failureResponse } from './failure';
import { allMethods, type HttpMethod, type MethodHandler } from './methods';
import { assertSafeInput, parseBody, readInput } from './read-input';
import { requestLocale } from './request-locale';
import { jsonData, requestIdOf } from './respond';

type SessionFor<A extends Access> = A extends 'public' ? null : A extends 'optional' ? Session | null : Session;

export type RouteContext<B, A extends Access> = {
  body: B;
  locale: Locale;
  session: SessionFor<A>;
  request: Request;
  requestId: string;
  /** Cookies to set or clear on the response (applied to errors too, e.g. a stale session). */
  cookies: CookieJar;
  /** The parsed multipart form of an upload contract (its text fields are also validated as `body`). */
  formData: FormData | null;
};

type AnyContract = Contract<z.ZodType, z.ZodType>;
type BodyOf<C extends AnyContract> = C extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;

const contracts = new WeakMap<MethodHandler, AnyContract>();

/** The contract a handler made by `apiRoute` serves (tests check responses against it). */
export function routeContract(handler: unknown): AnyContract | undefined {
  return contracts.get(handler as MethodHandler);
}

/**
 * Wraps a route handler: reads the body (size-limited while streaming, unsafe text refused),
 * validates it with the contract's schema, resolves the session and the reply language, checks
 * access, and turns the result into `{ data }` or the error envelope (failure.ts). Returns a
 * handler for every HTTP method, so wrong methods get a 405 envelope too:
 * `export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(contract, handler)`.
 */
export function apiRoute<C extends AnyContract>(
  contract: C,
  handler: (ctx: RouteContext<BodyOf<C>, C['access']>) => Promise<z.input<C['response']>>,
): Record<HttpMethod, MethodHandler> {
  const run: MethodHandler = async (request) => {
    const requestId = requestIdOf(request);
    const started = performance.now();
    const cookies = createCookieJar(request);
    let locale = requestLocale(request);
    let userId: number | undefined;
    let response: Response;
    try {
      // An upload may be tens of megabytes: whoever may not make the call is turned away before
      // any of it is read (a JSON body, at most 1 MiB, is read first so its `lang` words the refusal).
      const early = contract.upload ? await sessionFor(contract.access, contract.method, request) : undefined;
      const input = await readInput(request, contract);
      locale = requestLocale(request, input.raw);
      assertSafeInput(input);
      const body = contract.body ? parseBody(contract.body, input.raw) : undefined;
      const session = contract.upload ? early : await sessionFor(contract.access, contract.method, request);
      userId = session?.user.id;
      const ctx = { body: body as BodyOf<C>, locale, session: session as SessionFor<C['access']>, request, requestId, cookies, formData: input.formData };
      response = jsonData(await handler(ctx), requestId);
    } catch (error) {
      response = failureResponse(error, { locale, requestId, path: contract.path });
    }
    cookies.applyTo(response);
    log.info(
      { requestId, method: request.method, path: contract.path, status: response.status, userId, ms: Math.round(performance.now() - started) },
      'api request',
    );
    return response;
  };
  contracts.set(run, contract);
  return allMethods({ [contract.method]: run }) as Record<HttpMethod, MethodHandler>;
}
