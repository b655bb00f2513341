import 'server-only';
import { randomUUID } from 'node:crypto';
import type { FieldMessage } from '@/lib/errors/app-error';
import { type ErrorCode, statusOf } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, fieldMessage } from './localize';

/** The caller's `X-Request-Id` (trimmed to 64 characters) or a new one; echoed on every reply. */
export function requestIdOf(request: Request): string {
  return request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
}

export function jsonData(data: unknown, requestId: string, status = 200): Response {
  return Response.json({ data }, { status, headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } });
}

export function jsonError(
  locale: Locale,
  requestId: string,
  code: ErrorCode,
  options: { fields?: Record<string, FieldMessage>; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Response {
  const fields = options.fields
    ? Object.fromEntries(Object.entries(options.fields).map(([path, message]) => [path, fieldMessage(locale, message)]))
    : undefined;
  const body = { error: { code, message: errorMessage(locale, code, options.params), fields, requestId } };
  return Response.json(body, {
    status: statusOf(code),
    headers: { 'x-request-id': requestId, 'cache-control': 'no-store', 'content-language': locale, ...options.headers },
  });
}
