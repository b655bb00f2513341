import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { clientErrors } from '@/lib/i18n/pick-messages';

/**
 * The words the booking islands translate with, and no more: their own namespaces, the car page's
 * price breakdown and date/time words they reuse, the date field's, and the errors (a call can
 * end in one without the server's words). `roleSwitch` adds what the request page's "switch to
 * renting" button needs for a host.
 */
export function bookingClientMessages(locale: Locale, options: { form?: boolean; roleSwitch?: boolean } = {}) {
  const messages = loadMessages(locale);
  const { calculator, book } = messages.CarPage;
  return {
    Booking: messages.Booking,
    Chat: messages.Chat,
    ...(options.form ? { BookingForm: messages.BookingForm } : {}),
    CarPage: { calculator, book },
    Forms: { date: messages.Forms.date },
    Errors: clientErrors(messages),
    ...(options.roleSwitch ? { RoleSwitch: messages.RoleSwitch, Agreement: messages.Agreement, Header: messages.Header, Common: messages.Common } : {}),
  };
}
