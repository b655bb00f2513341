import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

/**
 * Sends a confirmation code by SMS (architecture §5): written to the outbox and the log; an SMS
 * gateway adapter delivers pending rows in production, as the mail job does for e-mail.
 */
export async function sendSmsCode(options: { to: string; userId: number; locale: Locale; code: string; minutes: number }) {
  const t = createTranslator({ locale: options.locale, messages: loadMessages(options.locale), namespace: 'Sms' });
  const db = await getDb();
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'sms', recipient: options.to, userId: options.userId, template: 'phoneCode', locale: options.locale, bodyText: t('code', { code: options.code, minutes: options.minutes }), payload: { code: options.code } })
    .returning({ id: outbox.id });
  log.info({ outboxId: row?.id }, 'SMS queued');
}
