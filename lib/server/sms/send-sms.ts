import 'server-only';
import { createTranslator } from 'use-intl/core';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { BookingNotice, NoticeRole } from '@/lib/notifications/booking-notices';
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

/**
 * Texts an urgent booking notice (docs/notifications.md: a request waiting for the owner, a payment
 * due, the trip about to start) in the recipient's language, with the booking's link. Written to
 * the outbox in the caller's transaction, so a rolled-back event sends nothing.
 */
export async function sendBookingSms(options: {
  to: string;
  userId: number;
  locale: Locale;
  notice: BookingNotice;
  role: NoticeRole;
  bookingId: number;
  car: string;
  start: Date;
  amountKop: number | null;
  link: string;
}) {
  const { locale } = options;
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Sms.booking' });
  const values = {
    car: options.car,
    start: formatDateTime(options.start, locale),
    amount: options.amountKop === null ? '' : formatMoney(options.amountKop, locale),
    role: options.role,
    link: options.link,
  };
  // Only the urgent notices have a text (SMS_NOTICES); the key check keeps a wrong call loud.
  if (!t.has(options.notice as never)) throw new Error(`No SMS text for the booking notice ${options.notice}`);
  const db = await getDb();
  const [row] = await db
    .insert(outbox)
    .values({
      channel: 'sms',
      recipient: options.to,
      userId: options.userId,
      template: 'bookingNotice',
      locale,
      bodyText: t(options.notice as 'requested', values),
      payload: { link: options.link, notice: options.notice, booking_id: options.bookingId },
    })
    .returning({ id: outbox.id });
  log.info({ outboxId: row?.id, notice: options.notice }, 'SMS queued');
  return row?.id;
}
