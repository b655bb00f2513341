import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { carTitle } from '@/lib/cars/car-view';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { isBookingNotice } from '@/lib/notifications/booking-notices';
import { NOTIFICATION_LIMITS, type TNotification, type TNotificationPage } from '@/lib/notifications/contracts';
import { href } from '@/lib/routes';
import { toKyivDateTime } from '@/lib/time/kyiv-clock';
import { getDb } from '@/lib/server/db/client';
import { bookings, carBrands, carModels, cars, notifications, type User } from '@/lib/server/db/schema';

const time = (at: Date) => ({ at: at.toISOString(), local: toKyivDateTime(at) });

/**
 * A page of the actor's notifications, newest first (the `(user_id, id)` index), each with its
 * words in `locale`, the booking's car and the booking page's path; with the total and the unread
 * count. Only the actor's own: the user id is the query's first condition.
 */
export async function listNotifications(actor: Pick<User, 'id'>, page: number, locale: Locale): Promise<TNotificationPage> {
  const db = await getDb();
  const perPage = NOTIFICATION_LIMITS.perPage;
  const mine = eq(notifications.userId, actor.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        bookingId: notifications.bookingId,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        renterId: bookings.renterId,
        ownerId: bookings.ownerId,
        brand: carBrands.name,
        model: carModels.name,
        year: cars.year,
      })
      .from(notifications)
      .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
      .leftJoin(carModels, eq(carModels.id, cars.modelId))
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
        newest: sql<number | null>`max(${notifications.id})`.mapWith((value) => (value === null ? null : Number(value))),
      })
      .from(notifications)
      .where(mine),
  ]);
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Notifications.kinds' });
  const items = rows.map((row): TNotification => {
    const role = row.renterId === actor.id ? 'renter' : row.ownerId === actor.id ? 'owner' : null;
    const car = row.bookingId !== null && row.renterId !== null ? { title: carTitle(row.brand, row.model, row.year) } : null;
    const kind = isBookingNotice(row.kind) ? row.kind : 'other';
    return {
      id: row.id,
      kind: row.kind,
      booking_id: row.bookingId,
      role,
      text: t(kind, { car: car?.title ?? '', role: role ?? 'other' }),
      car,
      url: row.bookingId === null ? null : href('booking-id', { locale, params: { id: row.bookingId } }),
      created: time(row.createdAt),
      read: row.readAt !== null,
    };
  });
  return { notifications: items, unread: totals?.unread ?? 0, newest_id: totals?.newest ?? null, pagination: { total: totals?.total ?? 0, per_page: perPage, current_page: page } };
}
