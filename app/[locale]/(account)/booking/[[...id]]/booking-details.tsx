import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { bookingClientMessages } from '@/components/bookings/booking-messages';
import { BookingScreen } from '@/components/bookings/BookingScreen';
import { BOOKING_LIMITS } from '@/lib/bookings/contracts';
import { CATALOG_LIMITS } from '@/lib/catalog/search-query';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { pricingTermsOf } from '@/lib/pricing/car-terms';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { readBookingFor } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { findListedCarById } from '@/lib/server/catalog/car-page';
import { markBookingNotificationsRead } from '@/lib/server/notifications/mark-read';
import { addDays, kyivToday } from '@/lib/time/iso-date';

/** The booking `id` names, for whoever may see it; anyone else — and an id that names nothing — gets the 404 page. */
async function readOr404(locale: Locale, id: string) {
  if (!/^\d{1,9}$/.test(id)) notFound();
  const user = await requireUser(locale, 'booking-id');
  try {
    const found = await readBookingFor(user, Number(id));
    // Opening the booking reads what its notifications were about.
    await markBookingNotificationsRead(user, found.booking.id);
    return found;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}

/**
 * The booking page (spec §2 /booking/{id}): read on the server as the booking call reads it (the
 * view this viewer may see and the steps they may take now), with the car's page and — when new
 * dates may be asked for — its hours and delivery; the page itself is one island that shows each
 * answer the server gives.
 */
export async function BookingDetails({ locale, id }: { locale: Locale; id: string }) {
  const { booking, role } = await readOr404(locale, id);
  const now = new Date();
  const [view, listed, te] = await Promise.all([bookingView(booking, role, locale, now), findListedCarById(booking.carId), getTranslations({ locale, namespace: 'Empty' })]);
  const carHref = listed ? href('catalog-cityslug-carslug', { locale, params: { cityslug: listed.city.slug, carslug: listed.car.slug } }) : null;
  const asksDates = view.actions.includes('edit_request') || view.actions.includes('propose_change');
  const delivery = listed ? pricingTermsOf(listed.car).delivery : null;
  const today = kyivToday(now);
  const terms =
    listed && asksDates && delivery
      ? {
          schedule: listed.car.schedule,
          delivery: { offered: delivery.offered, free: delivery.offered && delivery.free, price: delivery.offered && !delivery.free ? delivery.priceKop : null },
          today,
          lastDay: addDays(today, CATALOG_LIMITS.aheadDays - 1),
        }
      : null;
  const back = role === 'renter' ? { href: href('mytrips', { locale }), label: te('mytrips.title') } : role === 'owner' ? { href: href('myactivity', { locale }), label: te('activity.title') } : null;
  return (
    <NextIntlClientProvider locale={locale} timeZone="Europe/Kyiv" messages={bookingClientMessages(locale)}>
      <BookingScreen initial={view} locale={locale} mode={booking.terms.mode} carHref={carHref} back={back} terms={terms} limits={BOOKING_LIMITS} />
    </NextIntlClientProvider>
  );
}
