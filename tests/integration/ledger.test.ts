import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { ACCOUNT } from '@/lib/ledger/accounts';
import { paymentReceived } from '@/lib/ledger/postings';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { settlePayment, STRAY_SUCCESS_REASON } from '@/lib/server/payments/settle-payment';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';
import { bookingRow, createPayingBooking, openRentalCheckout, paymentRow } from '@/tests/support/payments';

const NOW = new Date('2026-12-01T08:00:00Z');
beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A booking paid 1 400 ₴ (the acquirer's report, as a verified callback gives it). */
async function paidBooking() {
  const setup = await createPayingBooking({ totalKop: 140_000, now: NOW });
  const { paymentId } = await openRentalCheckout(setup.booking, { now: NOW });
  const payment = await paymentRow(paymentId);
  await settlePayment('sandbox', { reference: payment.providerRef, outcome: 'succeeded', amountKop: 140_000, currency: 'UAH', failureCode: null, data: {} });
  return { ...setup, payment: await paymentRow(paymentId) };
}

const setStatus = (id: number, status: number) => inTransaction(async (tx) => void (await tx.update(bookings).set({ status }).where(eq(bookings.id, id))));

describe('the ledger', () => {
  it('refuses to commit entries that do not balance, and never rewrites what it holds', async () => {
    const db = await getDb();
    await expect(
      inTransaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransactions).values({ key: `uneven-${Date.now()}`, kind: 'payment', occurredAt: NOW }).returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: t!.id, account: 'acquirer:sandbox', amountKop: 100 },
          { transactionId: t!.id, account: 'commission', amountKop: -99 },
        ]);
      }),
    ).rejects.toThrow();
    await expect(
      inTransaction(async (tx) => void (await tx.insert(ledgerTransactions).values({ key: `bare-${Date.now()}`, kind: 'payment', occurredAt: NOW }))),
    ).rejects.toThrow();
    await expect(postLedger({ key: 'odd', kind: 'payment', at: NOW, entries: [{ account: 'a', amountKop: 1 }, { account: 'b', amountKop: 1 }] })).rejects.toThrow(/does not balance/);
    const { payment } = await paidBooking();
    const [entry] = await db.select().from(ledgerEntries).innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId)).where(eq(ledgerTransactions.paymentId, payment.id));
    await expect(db.execute(sql`update ledger_entries set amount_kop = 1 where id = ${entry!.ledger_entries.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions where id = ${entry!.ledger_transactions.id}`)).rejects.toThrow();
    await expectBooksBalanced();
  });

  it('records a movement once however often it is reported', async () => {
    const { payment, booking } = await paidBooking();
    for (let i = 0; i < 3; i += 1) {
      await settlePayment('sandbox', { reference: payment.providerRef, outcome: 'succeeded', amountKop: 140_000, currency: 'UAH', failureCode: null, data: {} });
      expect(await postLedger({ key: `payment:${payment.id}`, kind: 'payment', at: NOW, bookingId: booking.id, entries: paymentReceived({ provider: 'sandbox', bookingId: booking.id, amountKop: 140_000 }) })).toBe(false);
    }
    expect(await balancesOf(ACCOUNT.booking(booking.id))).toEqual({ [ACCOUNT.booking(booking.id)]: -140_000 });
    await expectBooksBalanced();
  });

  it('shares out a finished booking once, after the refunds its transaction asked for', async () => {
    const { payment, booking, owner } = await paidBooking();
    // One transaction: the booking is cancelled first, the refund of 1 000 ₴ asked after it; the
    // share-out waits for the end and gives the owner 85 % of the 400 ₴ kept.
    await inTransaction(async (tx) => {
      await tx.update(bookings).set({ status: BOOKING_STATUS.cancelled }).where(eq(bookings.id, booking.id));
      const { shareOutWhenOver } = await import('@/lib/server/ledger/post-ledger');
      await shareOutWhenOver(booking.id, NOW);
      await requestRefund(payment, 100_000, 'renter_cancelled');
    });
    expect(await balancesOf(ACCOUNT.booking(booking.id), ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.booking(booking.id)]: 0, [ACCOUNT.owner(owner.user.id)]: -34_000 });
    const kinds = await (await getDb()).select({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, booking.id)).orderBy(ledgerTransactions.id);
    expect(kinds.map((k) => k.kind)).toEqual(['payment', 'refund_requested', 'settlement']);
    // An operator gives back another 100 ₴ later: the owner and the commission give back their parts.
    await requestRefund(await paymentRow(payment.id), 10_000, 'operator_goodwill');
    expect(await balancesOf(ACCOUNT.booking(booking.id), ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.booking(booking.id)]: 0, [ACCOUNT.owner(owner.user.id)]: -25_500 });
    await expectBooksBalanced();
  });

  it('two refunds of a finished booking asked at once are each shared back once', async () => {
    const { payment, booking, owner } = await paidBooking();
    await setStatus(booking.id, BOOKING_STATUS.completed);
    // Completing outside the domain asks for nothing: share out now, as the transition would.
    await inTransaction(async () => (await import('@/lib/server/ledger/post-ledger')).shareOutWhenOver(booking.id, NOW));
    expect(await balancesOf(ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.owner(owner.user.id)]: -119_000 });
    await Promise.all([requestRefund(payment, 20_000, 'a'), requestRefund(payment, 30_000, 'b')]);
    expect(await balancesOf(ACCOUNT.booking(booking.id), ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.booking(booking.id)]: 0, [ACCOUNT.owner(owner.user.id)]: -119_000 + 17_000 + 25_500 });
    await expectBooksBalanced();
  });

  it('money taken for a payment we had closed is booked, sent back, and leaves nothing behind', async () => {
    const setup = await createPayingBooking({ totalKop: 140_000, now: NOW });
    const { paymentId } = await openRentalCheckout(setup.booking, { now: NOW });
    const payment = await paymentRow(paymentId);
    await settlePayment('sandbox', { reference: payment.providerRef, outcome: 'failed', amountKop: 140_000, currency: 'UAH', failureCode: 'card_declined', data: {} });
    await setStatus(setup.booking.id, BOOKING_STATUS.cancelled);
    // The acquirer then reports a success after all (twice).
    for (let i = 0; i < 2; i += 1) await settlePayment('sandbox', { reference: payment.providerRef, outcome: 'succeeded', amountKop: 140_000, currency: 'UAH', failureCode: null, data: {} });
    const inFlight = ACCOUNT.refundsInFlight('sandbox');
    expect(await balancesOf(ACCOUNT.booking(setup.booking.id), ACCOUNT.owner(setup.owner.user.id))).toEqual({ [ACCOUNT.booking(setup.booking.id)]: 0, [ACCOUNT.owner(setup.owner.user.id)]: 0 });
    const kinds = await (await getDb()).select({ kind: ledgerTransactions.kind, details: ledgerTransactions.details }).from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, setup.booking.id)).orderBy(ledgerTransactions.id);
    expect(kinds).toEqual([
      { kind: 'payment', details: expect.objectContaining({ purpose: 'rental' }) },
      { kind: 'refund_requested', details: { reason: STRAY_SUCCESS_REASON } },
    ]);
    expect((await balancesOf(inFlight))[inFlight]).toBeLessThanOrEqual(-140_000);
    expect((await bookingRow(setup.booking.id)).status).toBe(BOOKING_STATUS.cancelled);
    await expectBooksBalanced();
  });
});
