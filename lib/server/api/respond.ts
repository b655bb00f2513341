import 'server-only';
import type { FieldMessage } from '@/lib/errors/app-error';
import { type ErrorCode, statusOf } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, fieldMessage } from './localize';

export function jsonData(data: unknown, requestId: string, status = 200): Response {
  return Response.json({ data }, { status, headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } });
}

export function jsonError(
  locale: Locale,
  requestId: string,
  code: ErrorCode,
  options: { fields?: Record<string, FieldMessage>; params?: Record<string, string | number> } = {},
): Response {
  const fields = options.fields
    ? Object.fromEntries(Object.entries(options.fields).map(([path, message]) => [path, fieldMessage(locale, message)]))
    : undefined;
  const body = { error: { code, message: errorMessage(locale, code, options.params), fields, requestId } };
  return Response.json(body, {
    status: statusOf(code),
    headers: { 'x-request-id': requestId, 'cache-control': 'no-store', 'content-language': locale },
  });
}
