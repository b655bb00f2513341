import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { FieldMessage } from '@/lib/errors/app-error';
import type { ErrorCode } from '@/lib/errors/codes';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** Localized text of an error code (`Errors.<code>`). */
export function errorMessage(locale: Locale, code: ErrorCode, params?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Errors' });
  return t(code, params as never);
}

/** Localized text of a field message (`Validation.<key>`), falling back to the generic one. */
export function fieldMessage(locale: Locale, message: FieldMessage): string {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Validation' });
  const key = (t.has(message.key as never) ? message.key : 'fallback') as 'fallback';
  return t(key, message.params as never);
}
