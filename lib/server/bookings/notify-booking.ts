import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { carTitle } from '@/lib/cars/car-view';
import { localeOfUser } from '@/lib/server/mail/mail-user';
import { sendMail } from '@/lib/server/mail/send-mail';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb } from '@/lib/server/db/client';
import { type Booking, carBrands, carModels, cars, users } from '@/lib/server/db/schema';

/**
 * What the parties are told by e-mail, and whom each notice goes to. The notifications issue adds
 * the in-app centre and SMS on top of the same events; reminders honour the e-mail opt-out in
 * /settings, the rest concern money or a booking the person is party to and always go out.
 */
export const BOOKING_NOTICES = {
  requested: ['owner'],
  instant_booked: ['owner'],
  confirmed: ['renter'],
  rejected: ['renter'],
  expired: ['renter', 'owner'],
  cancelled_by_renter: ['owner'],
  cancelled_by_owner: ['renter'],
  cancelled_by_operator: ['renter', 'owner'],
  cancelled_unpaid: ['renter', 'owner'],
  paid: ['renter', 'owner'],
  payment_failed: ['renter'],
  contract_uploaded: ['owner'],
  contract_accepted: ['renter'],
  contract_rejected: ['renter'],
  mileage_to_confirm: ['renter'],
  mileage_disputed: ['owner'],
  trip_started: ['renter', 'owner'],
  trip_ended: ['renter', 'owner'],
  extras_due: ['renter'],
  deposit_needed: ['renter'],
  completed: ['renter', 'owner'],
  request_edited: ['owner'],
  change_proposed: ['renter', 'owner'],
  change_answered: ['renter', 'owner'],
  starts_soon: ['renter', 'owner'],
  ends_soon: ['renter', 'owner'],
} as const satisfies Record<string, readonly ('renter' | 'owner')[]>;

export type BookingNotice = keyof typeof BOOKING_NOTICES;

const OPTIONAL: readonly BookingNotice[] = ['starts_soon', 'ends_soon'];

/** Queues the notice's e-mails (in the caller's transaction), each in its recipient's language. */
export async function notifyBooking(booking: Booking, notice: BookingNotice, options: { skip?: number | null } = {}): Promise<void> {
  const db = await getDb();
  const [car] = await db
    .select({ brand: carBrands.name, model: carModels.name, year: cars.year })
    .from(cars)
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .where(eq(cars.id, booking.carId));
  const ids = BOOKING_NOTICES[notice].map((party) => (party === 'renter' ? booking.renterId : booking.ownerId)).filter((id) => id !== options.skip);
  if (!ids.length) return;
  const people = await db.select().from(users).where(inArray(users.id, ids));
  for (const person of people) {
    if (person.deletedAt || (OPTIONAL.includes(notice) && person.notifyEmailOptOut)) continue;
    const locale = localeOfUser(person);
    await sendMail({
      to: person.email,
      userId: person.id,
      locale,
      name: person.firstName ?? '',
      template: {
        name: 'booking',
        notice,
        role: person.id === booking.renterId ? 'renter' : 'owner',
        car: carTitle(car?.brand ?? null, car?.model ?? null, car?.year ?? null),
        start: booking.startAt,
        end: booking.endAt,
        link: new URL(href('booking-id', { locale, params: { id: String(booking.id) } }), siteUrl()).toString(),
      },
    });
  }
}
