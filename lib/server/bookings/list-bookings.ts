import 'server-only';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { BOOKING_LIMITS, type TBookingSummary } from '@/lib/bookings/contracts';
import type { BookingStatus } from '@/lib/bookings/status';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { bookings, type User } from '@/lib/server/db/schema';
import { bookingSummaries } from './booking-view';

export type BookingListQuery = { as: 'renter' | 'owner'; status?: BookingStatus[]; carId?: number; page: number };

/**
 * The caller's bookings as a renter (my trips) or as an owner (my activity; a company's whole
 * fleet): requests waiting for an answer first, by their deadline; then the open ones by start; the
 * finished ones (rejected, cancelled, completed) last, newest first. 20 a page.
 */
export async function listBookings(actor: User, query: BookingListQuery, locale: Locale): Promise<{ bookings: TBookingSummary[]; pagination: { total: number; per_page: number; current_page: number } }> {
  const db = await getDb();
  const where: SQL = and(
    eq(query.as === 'renter' ? bookings.renterId : bookings.ownerId, actor.id),
    query.status?.length ? inArray(bookings.status, query.status) : undefined,
    query.carId ? eq(bookings.carId, query.carId) : undefined,
  )!;
  const perPage = BOOKING_LIMITS.perPage;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(
        sql`case when ${bookings.status} = 1 then 0 when ${bookings.status} in (3, 4, 13) then 2 else 1 end`,
        sql`case when ${bookings.status} = 1 then extract(epoch from ${bookings.answerBy}) when ${bookings.status} in (3, 4, 13) then -extract(epoch from ${bookings.startAt}) else extract(epoch from ${bookings.startAt}) end`,
        bookings.id,
      )
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ value: count() }).from(bookings).where(where),
  ]);
  return { bookings: await bookingSummaries(rows, query.as, locale), pagination: { total: total?.value ?? 0, per_page: perPage, current_page: query.page } };
}
