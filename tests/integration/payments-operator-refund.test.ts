import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as refundCall } from '@/app/api/admin/payments/refund/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as sandboxPayRoute } from '@/app/api/payments/sandbox/pay/route';
import { api } from '@/tests/support/accounts';
import { ACCOUNT } from '@/lib/ledger/accounts';
import { getDb } from '@/lib/server/db/client';
import { bookingEvents, paymentRefunds } from '@/lib/server/db/schema';
import { runRefund } from '@/lib/server/payments/run-refund';
import { asUser } from '@/tests/support/bookings';
import { createSignedInUser } from '@/tests/support/factories';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';
import { bookingRow, createPayingBooking, openRentalCheckout, paymentRow, startAppServer } from '@/tests/support/payments';

const saved = { appUrl: process.env.APP_URL };
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/sandbox': callbackRoute });
  process.env.APP_URL = app.origin;
});

afterAll(async () => {
  await app.close();
  if (saved.appUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = saved.appUrl;
});

type RefundAnswer = { data: { refund: { id: number; amount: number; status: string } } };

async function paidRental() {
  const setup = await createPayingBooking({ totalKop: 300_000 });
  const { paymentId } = await openRentalCheckout(setup.booking);
  const payment = await paymentRow(paymentId);
  // Paid on the sandbox page: the bank has the money the refund gives back.
  const res = await api(sandboxPayRoute, { reference: payment.providerRef, card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: setup.renter.token });
  expect(res.status).toBe(200);
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
  return { ...setup, paymentId };
}

describe('an operator’s partial refund', () => {
  it('gives part of a payment back with a reason, logged on the booking, and never more than it took', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const { booking, paymentId } = await paidRental();
    const res = await asUser<RefundAnswer>(refundCall, operator.token, { payment_id: paymentId, amount: 50_000, reason: 'Кондиціонер не працював' });
    expect(res.status).toBe(200);
    expect(res.json.data.refund).toMatchObject({ amount: 50_000, status: 'pending' });
    expect(await bookingRow(booking.id)).toMatchObject({ refundedKop: 50_000 });
    const [event] = await (await getDb()).select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.action, 'operator_refund')));
    expect(event).toMatchObject({ action: 'operator_refund', actor: 'operator', actorId: operator.user.id, reason: 'Кондиціонер не працював', details: { amount: 50_000 } });
    expect(await runRefund(res.json.data.refund.id)).toBe('succeeded');
    expect(await balancesOf(ACCOUNT.booking(booking.id))).toEqual({ [ACCOUNT.booking(booking.id)]: -250_000 });
    // What is left is 2 500 ₴: more is refused, and nothing is queued.
    const over = await asUser(refundCall, operator.token, { payment_id: paymentId, amount: 250_001, reason: 'Ще раз' });
    expect([over.status, over.json.error?.code]).toEqual([422, 'refund_exceeds_payment']);
    expect(await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId))).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('two refunds asked at once never add up to more than the payment took', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const { paymentId } = await paidRental();
    const replies = await Promise.all([0, 1].map(() => asUser(refundCall, operator.token, { payment_id: paymentId, amount: 200_000, reason: 'Подвійне списання' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('is for operators only, needs a reason, and refuses a payment that took nothing', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const { renter, owner, paymentId } = await paidRental();
    for (const token of [renter.token, owner.token]) expect((await asUser(refundCall, token, { payment_id: paymentId, amount: 100, reason: 'Хочу' })).status).toBe(403);
    expect((await asUser(refundCall, null, { payment_id: paymentId, amount: 100, reason: 'Хочу' })).status).toBe(401);
    expect((await asUser(refundCall, operator.token, { payment_id: paymentId, amount: 100, reason: ' ' })).status).toBe(422);
    expect((await asUser(refundCall, operator.token, { payment_id: paymentId, amount: 2_147_483_648, reason: 'Завелика сума' })).status).toBe(422);
    expect((await asUser(refundCall, operator.token, { payment_id: 2_000_000_000, amount: 100, reason: 'Немає такого' })).status).toBe(404);
    const unpaid = await createPayingBooking();
    const { paymentId: pending } = await openRentalCheckout(unpaid.booking);
    const refused = await asUser(refundCall, operator.token, { payment_id: pending, amount: 100, reason: 'Ще не оплачено' });
    expect([refused.status, refused.json.error?.code]).toEqual([409, 'payment_not_refundable']);
  });
});
