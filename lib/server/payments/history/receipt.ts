import 'server-only';
import { eq } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { carTitle } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import type { StoredLine } from '@/lib/server/db/schema/bookings';
import type { PaymentPurpose, RefundStatus } from '@/lib/payments/payment-states';
import type { Receipt, ReceiptLine } from '@/lib/payments/receipt';
import { getDb } from '@/lib/server/db/client';
import { bookings, carBrands, carModels, cars, companies, type Payment, paymentCards, paymentRefunds, payments, users } from '@/lib/server/db/schema';
import { cardOf, takenKop, tookMoney } from './payment-view';

/** Who asks for a receipt: the signed-in person (an operator may open anyone's). */
export type ReceiptViewer = { id: number; isStaff: boolean; deletedAt?: Date | null };

/**
 * Whether `viewer` may open payment `id`'s receipt: the renter who paid, or an operator; and only a
 * payment that took money (a charge paid, a captured deposit). The proxy asks this before the page
 * renders, so anyone else gets the same 404 as for a payment that does not exist.
 */
export async function receiptVisibleTo(viewer: ReceiptViewer, paymentId: number): Promise<boolean> {
  if (viewer.deletedAt) return false;
  const db = await getDb();
  const [row] = await db
    .select({ status: payments.status, renterId: bookings.renterId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  return !!row && tookMoney(row) && (row.renterId === viewer.id || viewer.isStaff);
}

type Snapshot = { owner?: { name?: string }; renter?: { name?: string }; car?: { title?: string; plate?: string | null } };

const fullName = (user: { firstName: string; lastName: string } | undefined) => (user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '');

/** The lines a payment paid for, so they add up to what it took. */
function linesOf(payment: Payment, booking: { lines: StoredLine[]; extras: StoredLine[] }, taken: number): ReceiptLine[] {
  if (payment.purpose === 'deposit') return [{ kind: 'deposit_captured', quantity: 1, unit_price: taken, amount: taken }];
  const lines = payment.purpose === 'extras' ? booking.extras : booking.lines;
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (sum === taken) return lines;
  // Extras partly taken from the deposit (or an earlier payment) leave less to this one; anything
  // else that does not add up is shown as such rather than hidden.
  const kind = payment.purpose === 'extras' && sum > taken ? 'covered_otherwise' : 'adjustment';
  return [...lines, { kind, quantity: 1, unit_price: taken - sum, amount: taken - sum }];
}

/**
 * A payment's receipt (docs/cabinet-payments.md): for the renter who paid and operators only — anyone
 * else, a payment that took no money and one that does not exist are all `not_found`. The parties
 * and the car as the agreement states them (its snapshot at payment), else as they are now.
 */
export async function paymentReceipt(viewer: ReceiptViewer, paymentId: number): Promise<Receipt> {
  if (!(await receiptVisibleTo(viewer, paymentId))) throw new AppError('not_found');
  const db = await getDb();
  const [found] = await db
    .select({ payment: payments, booking: bookings, brand: carBrands.name, model: carModels.name, year: cars.year, plate: cars.registrationNumber })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .where(eq(payments.id, paymentId));
  if (!found) throw new AppError('not_found');
  const { payment, booking } = found;
  const [[owner], [renter], [company], refunds, [saved]] = await Promise.all([
    db.select().from(users).where(eq(users.id, booking.ownerId)),
    db.select().from(users).where(eq(users.id, booking.renterId)),
    db.select({ name: companies.name }).from(companies).where(eq(companies.userId, booking.ownerId)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)).orderBy(paymentRefunds.id),
    payment.cardId ? db.select({ panMasked: paymentCards.panMasked }).from(paymentCards).where(eq(paymentCards.id, payment.cardId)) : [],
  ]);
  const snapshot = (booking.contractParties ?? {}) as Snapshot;
  const isCompany = owner?.role === ROLE.legal;
  const taken = takenKop(payment);
  const card = cardOf(payment, saved?.panMasked)!;
  return {
    paymentId: payment.id,
    number: `KR-${String(booking.id).padStart(6, '0')}/${payment.id}`,
    purpose: payment.purpose as PaymentPurpose,
    paidAt: payment.settledAt ?? payment.createdAt,
    booking: { id: booking.id, start: booking.startAt, end: booking.endAt, mode: booking.terms.mode },
    car: { title: snapshot.car?.title || carTitle(found.brand, found.model, found.year), plate: snapshot.car?.plate ?? found.plate ?? null },
    owner: { name: snapshot.owner?.name || (isCompany ? (company?.name ?? '') : fullName(owner)), company: isCompany },
    payer: { name: snapshot.renter?.name || fullName(renter) },
    lines: linesOf(payment, booking, taken),
    amountKop: taken,
    hold: payment.purpose === 'deposit' ? { heldKop: payment.amountKop, releasedKop: payment.amountKop - taken } : null,
    refunds: refunds.map((refund) => ({ id: refund.id, amountKop: refund.amountKop, status: refund.status as RefundStatus, reason: refund.reason, at: refund.settledAt ?? refund.createdAt })),
    refundedKop: refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountKop, 0),
    card: { panMasked: card.pan_masked, lastFour: card.last_four },
    provider: payment.provider,
    reference: payment.providerRef,
  };
}
