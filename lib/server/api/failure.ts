import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { dbFailure } from '@/lib/server/db/db-errors';
import { log } from '@/lib/server/log';
import { jsonError } from './respond';

/**
 * The reply to anything a handler throws: an AppError as itself, a database error that stands for
 * bad input or a lost race (lib/server/db/db-errors.ts) as its API error, and anything else as a
 * generic 500 whose details go only to the log.
 */
export function failureResponse(error: unknown, where: { locale: Locale; requestId: string; path: string }): Response {
  const { locale, requestId, path } = where;
  let known = error instanceof AppError ? error : null;
  if (!known) {
    const mapped = dbFailure(error);
    if (mapped) {
      log[mapped.level]({ err: error, requestId, path, code: mapped.error.code }, 'database refused the request');
      known = mapped.error;
    }
  }
  if (known) return jsonError(locale, requestId, known.code, { fields: known.fields, params: known.params });
  log.error({ err: error, requestId, path }, 'unhandled error in route handler');
  return jsonError(locale, requestId, 'internal');
}
