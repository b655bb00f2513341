import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as callbackRoute } from '@/app/api/payments/callback/wayforpay/route';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { paymentRefunds } from '@/lib/server/db/schema';
import { formPaymentFor } from '@/lib/server/payments/form-checkout';
import { paymentProvider } from '@/lib/server/payments/providers';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { runRefund } from '@/lib/server/payments/run-refund';
import { type FakeWayforpay, startFakeWayforpay } from '@/tests/support/fake-wayforpay';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';
import { createPayingBooking, openRentalCheckout, paymentRow, startAppServer } from '@/tests/support/payments';

// WayForPay's REFUND names no operation of ours, so a partial refund asked again after a crash
// between WayForPay's answer and our record would be made twice. These tests make WayForPay carry
// out a refund and lose its answer (the connection cut, as a process killed mid-call would leave
// it), then run the refund job again: WayForPay's refunded total against our records says it is done.

const KEY = 'flk3409refn54t54t*FNJRET';
const VARS = ['APP_URL', 'PAYMENTS_PROVIDER', 'WAYFORPAY_MERCHANT_ACCOUNT', 'WAYFORPAY_SECRET_KEY', 'WAYFORPAY_MERCHANT_DOMAIN', 'WAYFORPAY_API_URL', 'WAYFORPAY_PAY_URL'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
let app: Awaited<ReturnType<typeof startAppServer>>;
let fake: FakeWayforpay;

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/wayforpay': callbackRoute });
  fake = await startFakeWayforpay({ account: 'test_merch_n1', secret: KEY, domain: '127.0.0.1' });
  process.env.APP_URL = app.origin;
  process.env.PAYMENTS_PROVIDER = 'wayforpay';
  process.env.WAYFORPAY_MERCHANT_ACCOUNT = 'test_merch_n1';
  process.env.WAYFORPAY_SECRET_KEY = KEY;
  process.env.WAYFORPAY_API_URL = fake.apiUrl;
  process.env.WAYFORPAY_PAY_URL = fake.payUrl;
  delete process.env.WAYFORPAY_MERCHANT_DOMAIN;
});

afterAll(async () => {
  await Promise.all([app.close(), fake.close()]);
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterEach(() => {
  fake.state.beforeAnswer = null;
  fake.state.refundsInProcessing = false;
});

/** A booking paid at WayForPay (the hosted page took the card, its callback reached us). */
async function paidBooking(totalKop = 140_000) {
  const setup = await createPayingBooking({ totalKop });
  const { paymentId, redirectUrl } = await openRentalCheckout(setup.booking);
  const reference = redirectUrl.split('/').at(-1)!;
  const found = await formPaymentFor(setup.renter.user.id, reference);
  if (found?.state !== 'open') throw new Error('no form to post');
  expect((await fake.submitForm(found.checkout.action, Object.entries(found.checkout.fields))).status).toBe(200);
  expect((await fake.decide(reference, 'approve')).accepted).toBe(true);
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
  return { ...setup, paymentId, reference };
}

const refundOf = async (paymentId: number, amountKop: number) => inTransaction(async () => requestRefund(await paymentRow(paymentId), amountKop, 'operator_goodwill'));
const refundsAsked = (reference: string) => fake.requests.filter((request) => request.type === 'REFUND' && request.body.includes(reference)).length;
const refundStatus = async (id: number) => (await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!.status;

describe('a WayForPay partial refund asked again after its answer was lost', () => {
  it('is recognised from the order’s refunded total and recorded once, without a second REFUND', async () => {
    const { paymentId, reference } = await paidBooking();
    const refund = await refundOf(paymentId, 50_000);
    // WayForPay refunds, and the answer never reaches us.
    fake.state.beforeAnswer = ({ type }) => (type === 'REFUND' ? 'drop' : undefined);
    await expect(runRefund(refund.id)).rejects.toThrow();
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 50_000 });
    expect(await refundStatus(refund.id)).toBe('pending');
    fake.state.beforeAnswer = null;

    // The job's next try: CHECK_STATUS says 500 UAH refunded, our records none — this refund.
    expect(await runRefund(refund.id)).toBe('succeeded');
    expect(refundsAsked(reference)).toBe(1);
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 50_000 });
    expect(await refundStatus(refund.id)).toBe('succeeded');
    expect(await balancesOf('acquirer:wayforpay', 'refunds-in-flight:wayforpay')).toMatchObject({ 'refunds-in-flight:wayforpay': 0 });

    // A later refund of the same order is asked as usual: our records now explain the total.
    const second = await refundOf(paymentId, 30_000);
    expect(await runRefund(second.id)).toBe('succeeded');
    expect(refundsAsked(reference)).toBe(2);
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 80_000 });
    await expectBooksBalanced();
  });

  it('asks the refunds of one order one at a time, oldest first', async () => {
    const { paymentId, reference } = await paidBooking();
    const first = await refundOf(paymentId, 20_000);
    const second = await refundOf(paymentId, 20_000);
    // The second waits while the first is pending: otherwise a lost answer to one could be read as the other.
    await expect(runRefund(second.id)).rejects.toThrow(/not finished/);
    expect(refundsAsked(reference)).toBe(0);
    expect(await runRefund(first.id)).toBe('succeeded');
    expect(await runRefund(second.id)).toBe('succeeded');
    expect(refundsAsked(reference)).toBe(2);
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 40_000 });
  });

  it('waits while WayForPay is still processing a refund of the order instead of asking again', async () => {
    const { paymentId, reference } = await paidBooking();
    const refund = await refundOf(paymentId, 25_000);
    fake.state.refundsInProcessing = true;
    await expect(runRefund(refund.id)).rejects.toThrow(/not finished/);
    // Asked again while WayForPay works on it: nothing sent.
    await expect(runRefund(refund.id)).rejects.toThrow(/not finished/);
    expect(refundsAsked(reference)).toBe(1);
    fake.completeRefunds(reference);
    expect(await runRefund(refund.id)).toBe('succeeded');
    expect(refundsAsked(reference)).toBe(1);
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 25_000 });
  });

  it('refuses to guess when the order’s refunded total is not explained by this refund', async () => {
    const { paymentId, reference } = await paidBooking();
    // Refunded at WayForPay outside our records (say, in its merchant portal).
    expect(await paymentProvider().refund({ reference, refundReference: 'portal', amountKop: 10_000, currency: 'UAH', reason: 'portal' })).toMatchObject({ state: 'succeeded' });
    const refund = await refundOf(paymentId, 30_000);
    await expect(runRefund(refund.id)).rejects.toThrow(/an operator must compare them/);
    expect(refundsAsked(reference)).toBe(1);
    expect(await refundStatus(refund.id)).toBe('pending');
  });
});
