import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Access, Contract } from '@/lib/api/contract';
import { AppError, type FieldMessage } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { issueMessage, issuePath } from '@/lib/validation/issue-message';
import { resolveSession, type Session } from '@/lib/server/auth/resolve-session';
import { log } from '@/lib/server/log';
import { isTrustedOrigin } from './origin';
import { readJsonBody, readMultipart } from './read-body';
import { requestLocale } from './request-locale';
import { type CookieJar, createCookieJar } from './cookie-jar';
import { jsonData, jsonError } from './respond';

type SessionFor<A extends Access> = A extends 'public' ? null : A extends 'optional' ? Session | null : Session;

export type RouteContext<B, A extends Access> = {
  body: B;
  locale: Locale;
  session: SessionFor<A>;
  request: Request;
  requestId: string;
  /** Cookies to set or clear on the response (applied to errors too, e.g. a stale session). */
  cookies: CookieJar;
  /** The parsed multipart form of an upload contract. */
  formData: FormData | null;
};

type AnyContract = Contract<z.ZodType, z.ZodType>;
type BodyOf<C extends AnyContract> = C extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;

function validationFields(error: z.ZodError): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of error.issues) fields[issuePath(issue)] ??= issueMessage(issue);
  return fields;
}

/**
 * Wraps a route handler: reads and validates the body with the contract's schema, resolves the
 * session and the reply language, checks access and the Origin of cookie-authenticated calls,
 * and turns the result into `{ data }` or the error envelope. Unknown failures become a generic
 * 500 with the details only in the log.
 */
export function apiRoute<C extends AnyContract>(
  contract: C,
  handler: (ctx: RouteContext<BodyOf<C>, C['access']>) => Promise<z.input<C['response']>>,
): (request: Request) => Promise<Response> {
  return async (request: Request) => {
    const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
    const started = performance.now();
    let locale = requestLocale(request);
    let userId: number | undefined;
    let response: Response;
    const cookies = createCookieJar(request);
    try {
      let body: unknown;
      const formData = contract.upload ? await readMultipart(request, contract.upload.maxBytes) : null;
      // POST bodies are always read, so `lang` works even on calls that take nothing else.
      const raw = contract.method === 'GET' ? {} : formData ? Object.fromEntries([...formData].filter(([, v]) => typeof v === 'string')) : await readJsonBody(request);
      locale = requestLocale(request, raw);
      if (contract.body) {
        const parsed = contract.body.safeParse(raw, { reportInput: true });
        if (!parsed.success) throw new AppError('validation_failed', { fields: validationFields(parsed.error) });
        body = parsed.data;
      }
      const session = contract.access === 'public' ? null : await resolveSession(request);
      userId = session?.user.id;
      if ((contract.access === 'user' || contract.access === 'staff') && !session) throw new AppError('unauthorized');
      if (contract.access === 'staff' && !session?.user.isStaff) throw new AppError('forbidden');
      if (session?.via === 'cookie' && contract.method !== 'GET' && !isTrustedOrigin(request)) {
        throw new AppError('bad_origin');
      }
      const data = await handler({ body: body as BodyOf<C>, locale, session: session as never, request, requestId, cookies, formData });
      response = jsonData(data, requestId);
    } catch (error) {
      if (error instanceof AppError) {
        response = jsonError(locale, requestId, error.code, { fields: error.fields, params: error.params });
      } else {
        log.error({ err: error, requestId, path: contract.path }, 'unhandled error in route handler');
        response = jsonError(locale, requestId, 'internal');
      }
    }
    cookies.applyTo(response);
    log.info(
      { requestId, method: request.method, path: contract.path, status: response.status, userId, ms: Math.round(performance.now() - started) },
      'api request',
    );
    return response;
  };
}
