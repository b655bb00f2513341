import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { carTitle } from '@/lib/cars/car-view';
import { BOOKING_NOTICES, type BookingNotice, isTransactional, noticeAmountKop, sendsSms } from '@/lib/notifications/booking-notices';
import { localeOfUser } from '@/lib/server/mail/mail-user';
import { sendMail } from '@/lib/server/mail/send-mail';
import { recordNotification } from '@/lib/server/notifications/record-notification';
import { sendBookingSms } from '@/lib/server/sms/send-sms';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb } from '@/lib/server/db/client';
import { type Booking, carBrands, carModels, cars, users } from '@/lib/server/db/schema';

// The table of notices lives with the pure code (the notification centre's words use it too).
export { BOOKING_NOTICES, type BookingNotice };

/**
 * Tells a booking's parties about an event (docs/notifications.md), inside the event's transaction:
 * each recipient of the notice (BOOKING_NOTICES; `skip` leaves out the person who caused it) gets an
 * in-app notification, an e-mail in their language unless they opted out of an optional one
 * (transactional ones always go and say so), and for the urgent notices an SMS unless they opted out
 * of phone notifications or have no verified phone (`unattended`: a payment that failed without the
 * renter there, texted too). A deleted account gets nothing.
 */
export async function notifyBooking(booking: Booking, notice: BookingNotice, options: { skip?: number | null; unattended?: boolean } = {}): Promise<void> {
  const ids = BOOKING_NOTICES[notice].map((party) => (party === 'renter' ? booking.renterId : booking.ownerId)).filter((id) => id !== options.skip);
  if (!ids.length) return;
  const db = await getDb();
  const [car] = await db
    .select({ brand: carBrands.name, model: carModels.name, year: cars.year })
    .from(cars)
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .where(eq(cars.id, booking.carId));
  const title = carTitle(car?.brand ?? null, car?.model ?? null, car?.year ?? null);
  const transactional = isTransactional(notice, booking);
  const amountKop = noticeAmountKop(notice, booking);
  const now = new Date();
  const people = await db.select().from(users).where(inArray(users.id, ids)).orderBy(users.id);
  for (const person of people) {
    if (person.deletedAt) continue;
    const role = person.id === booking.renterId ? 'renter' : 'owner';
    const locale = localeOfUser(person);
    const link = new URL(href('booking-id', { locale, params: { id: String(booking.id) } }), siteUrl()).toString();
    await recordNotification({ userId: person.id, bookingId: booking.id, kind: notice, now });
    if (transactional || !person.notifyEmailOptOut) {
      await sendMail({
        to: person.email,
        userId: person.id,
        locale,
        name: person.firstName ?? '',
        template: { name: 'booking', notice, role, car: title, start: booking.startAt, end: booking.endAt, link, amountKop, paid: booking.paidKop > 0, transactional },
      });
    }
    if (sendsSms(notice, role, options) && !person.notifyPhoneOptOut && person.phone && person.phoneVerifiedAt) {
      await sendBookingSms({ to: person.phone, userId: person.id, locale, notice, role, bookingId: booking.id, car: title, start: booking.startAt, amountKop, link });
    }
  }
}
