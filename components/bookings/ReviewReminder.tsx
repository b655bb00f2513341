import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { clientErrors } from '@/lib/i18n/pick-messages';
import { LazyReviewReminderIsland } from './review-reminder-island-lazy';

type Props = { bookingId: number; car: string; href: string; locale: Locale };

/**
 * The renter's reminder on every page after a completed trip (spec §4, §7 reviewed-status): rate it
 * now, or "not now". The layout leaves it out on that booking's own page, which asks in place.
 * Rendered by the layout, whose client provider carries only the shell's namespaces: the reminder
 * brings its own words (the review prompt, and the errors a call can end in without the server's).
 */
export function ReviewReminder(props: Props) {
  const messages = loadMessages(props.locale);
  return (
    <NextIntlClientProvider locale={props.locale} timeZone="Europe/Kyiv" messages={{ Booking: { review: messages.Booking.review }, Errors: clientErrors(messages) }}>
      <LazyReviewReminderIsland {...props} />
    </NextIntlClientProvider>
  );
}
