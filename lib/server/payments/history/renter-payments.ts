import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CABINET_PAYMENTS_LIMITS, type TRenterPayments } from '@/lib/payments/cabinet-contracts';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { bookingSummaries } from '@/lib/server/bookings/booking-view';
import { getDb } from '@/lib/server/db/client';
import { bookings, paymentCards, paymentOperations, paymentRefunds, payments } from '@/lib/server/db/schema';
import { paymentView } from './payment-view';

/**
 * A renter's payments per booking (docs/cabinet-payments.md): only bookings they rented that have
 * at least one payment, the one with the latest payment first, 10 a page; in each, every payment
 * oldest first — the rental, the deposit's hold, the extras — with its card, the hold's amounts,
 * its refunds and its receipt. Nothing of anyone else's: the bookings are chosen by renter.
 */
export async function renterPayments(renterId: number, page: number, locale: Locale): Promise<TRenterPayments> {
  const db = await getDb();
  const perPage = CABINET_PAYMENTS_LIMITS.perPage;
  const where = and(eq(bookings.renterId, renterId), sql`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`);
  const latest = sql`(select max(${payments.createdAt}) from ${payments} where ${payments.bookingId} = ${bookings.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(desc(latest), desc(bookings.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: sql<number>`count(*)::int` }).from(bookings).where(where),
  ]);
  const pagination = { total: total?.value ?? 0, per_page: perPage, current_page: page };
  if (!rows.length) return { bookings: [], pagination };

  const paid = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, rows.map((row) => row.id)))
    .orderBy(payments.createdAt, payments.id);
  const paymentIds = paid.map((payment) => payment.id);
  const cardIds = [...new Set(paid.flatMap((payment) => (payment.cardId ? [payment.cardId] : [])))];
  const [refunds, pending, cards, summaries] = await Promise.all([
    db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, paymentIds)),
    db.select().from(paymentOperations).where(and(inArray(paymentOperations.paymentId, paymentIds), eq(paymentOperations.status, 'pending'))),
    cardIds.length ? db.select({ id: paymentCards.id, panMasked: paymentCards.panMasked }).from(paymentCards).where(inArray(paymentCards.id, cardIds)) : [],
    bookingSummaries(rows, 'renter', locale),
  ]);
  const masks = new Map(cards.map((card) => [card.id, card.panMasked]));
  return {
    bookings: summaries.map((summary) => ({
      id: summary.id,
      status: summary.status,
      car: { id: summary.car.id, title: summary.car.title },
      start: summary.start,
      end: summary.end,
      url: href('booking-id', { locale, params: { id: summary.id } }),
      payments: paid
        .filter((payment) => payment.bookingId === summary.id)
        .map((payment) =>
          paymentView(
            payment,
            refunds,
            pending.find((operation) => operation.paymentId === payment.id),
            payment.cardId ? masks.get(payment.cardId) : null,
            locale,
          ),
        ),
    })),
    pagination,
  };
}
