import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as sandboxCallbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as wayforpayCallbackRoute } from '@/app/api/payments/callback/wayforpay/route';
import { POST as payRoute } from '@/app/api/payments/sandbox/pay/route';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { acquirerFigures, type ReconcileLine } from '@/lib/payments/reconcile';
import { defaultPeriod, periodOf } from '@/lib/payments/reconcile-period';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, jobs, paymentRefunds, payments, type User } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB, PAYMENT_REFUND_JOB } from '@/lib/server/jobs/job-names';
import { log } from '@/lib/server/log';
import { runHoldOperation, queueHoldOperation } from '@/lib/server/payments/deposits/hold-operation';
import { formPaymentFor } from '@/lib/server/payments/form-checkout';
import { providerNamed } from '@/lib/server/payments/providers';
import { runDailyReconciliation } from '@/lib/server/payments/reconcile/reconcile-job';
import { reconciliationReport } from '@/lib/server/payments/reconcile/report';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { refundReference, runRefund } from '@/lib/server/payments/run-refund';
import { sandboxPaymentProvider } from '@/lib/server/payments/sandbox/provider';
import { settleStuckPayments } from '@/lib/server/payments/stuck/settle-stuck';
import { api } from '@/tests/support/accounts';
import { createUser } from '@/tests/support/factories';
import { type FakeWayforpay, startFakeWayforpay } from '@/tests/support/fake-wayforpay';
import { expectBooksBalanced } from '@/tests/support/ledger';
import { createPayingBooking, createPaymentRow, openRentalCheckout, openSandboxCheckout, paymentRow, startAppServer } from '@/tests/support/payments';

// The reconciliation report (docs/reconciliation.md) against the sandbox's own books and, order by
// order, against the fake WayForPay; the stuck-payment poller; the operators' screen's guard.

const viewer = vi.hoisted(() => ({ current: null as User | null }));
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const KEY = 'flk3409refn54t54t*FNJRET';
const VARS = ['APP_URL', 'PAYMENTS_PROVIDER', 'WAYFORPAY_MERCHANT_ACCOUNT', 'WAYFORPAY_SECRET_KEY', 'WAYFORPAY_MERCHANT_DOMAIN', 'WAYFORPAY_API_URL', 'WAYFORPAY_PAY_URL'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
let app: Awaited<ReturnType<typeof startAppServer>>;
let fake: FakeWayforpay;
let operator: User;

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/sandbox': sandboxCallbackRoute, '/api/payments/callback/wayforpay': wayforpayCallbackRoute });
  fake = await startFakeWayforpay({ account: 'test_merch_n1', secret: KEY, domain: '127.0.0.1' });
  process.env.APP_URL = app.origin;
  process.env.WAYFORPAY_MERCHANT_ACCOUNT = 'test_merch_n1';
  process.env.WAYFORPAY_SECRET_KEY = KEY;
  process.env.WAYFORPAY_API_URL = fake.apiUrl;
  process.env.WAYFORPAY_PAY_URL = fake.payUrl;
  delete process.env.WAYFORPAY_MERCHANT_DOMAIN;
  operator = await createUser({ isStaff: true });
});

afterAll(async () => {
  await Promise.all([app.close(), fake.close()]);
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

beforeEach(() => {
  delete process.env.PAYMENTS_PROVIDER;
  viewer.current = null;
});

afterEach(() => {
  fake.state.failNext = null;
  vi.restoreAllMocks();
});

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' };
const report = () => reconciliationReport(operator, defaultPeriod(new Date()));
const lineOf = (lines: ReconcileLine[], kind: ReconcileLine['kind'], reference: string) => lines.find((line) => line.kind === kind && line.reference === reference);

/** A booking paid on the sandbox's page with a good card. */
async function paidOnSandbox(totalKop = 140_000) {
  const setup = await createPayingBooking({ totalKop });
  const { paymentId, redirectUrl } = await openRentalCheckout(setup.booking);
  const reference = redirectUrl.split('/').at(-1)!;
  const paid = await api<{ data: { status: string } }>(payRoute, { ...CARD, reference }, { token: setup.renter.token });
  expect(paid.json.data.status).toBe('succeeded');
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
  return { ...setup, paymentId, reference };
}

/** A booking paid at the fake WayForPay (the hosted page took the card, its callback reached us). */
async function paidOnWayforpay(totalKop = 140_000) {
  process.env.PAYMENTS_PROVIDER = 'wayforpay';
  const setup = await createPayingBooking({ totalKop });
  const { paymentId, redirectUrl } = await openRentalCheckout(setup.booking);
  const reference = redirectUrl.split('/').at(-1)!;
  const form = await formPaymentFor(setup.renter.user.id, reference);
  if (form?.state !== 'open') throw new Error('no form to post');
  expect((await fake.submitForm(form.checkout.action, Object.entries(form.checkout.fields))).status).toBe(200);
  expect((await fake.decide(reference, 'approve')).accepted).toBe(true);
  return { ...setup, paymentId, reference };
}

const refundOf = (paymentId: number, amountKop: number) => inTransaction(async () => requestRefund(await paymentRow(paymentId), amountKop, 'operator_goodwill'));
const giveUpJob = (name: string, key: string) =>
  getDb().then((db) => db.update(jobs).set({ status: 'failed', finishedAt: new Date(), lastError: 'gave up' }).where(and(eq(jobs.name, name), eq(jobs.key, key))));

describe('reconciling with the sandbox’s books', () => {
  it('matches a payment and its refund, line by line and in total', async () => {
    const { paymentId, reference } = await paidOnSandbox(140_000);
    const refund = await refundOf(paymentId, 30_000);
    expect(await runRefund(refund.id)).toBe('succeeded');

    const { lines, totals, booksBalanced } = await report();
    expect(lineOf(lines, 'charge', reference)).toMatchObject({ result: 'matched', ours: { amountKop: 140_000, state: 'succeeded' }, theirs: { amountKop: 140_000, state: 'succeeded' } });
    expect(lineOf(lines, 'refund', refundReference(reference, refund.id))).toMatchObject({ result: 'matched', orderReference: reference, ours: { amountKop: 30_000 }, theirs: { amountKop: 30_000 } });
    expect(booksBalanced).toBe(true);
    for (const row of totals.filter((row) => row.provider === 'sandbox')) expect(row, row.measure).toMatchObject({ matched: true });
    expect(totals.find((row) => row.provider === 'sandbox' && row.measure === 'net')!.acquirerKop).toBeGreaterThanOrEqual(110_000);
    await expectBooksBalanced();
  });

  it('finds what one side has and the other has not, or has otherwise', async () => {
    // Money the sandbox took for an order we have no payment for.
    const stranger = await createPayingBooking();
    const unrecorded = await openSandboxCheckout(stranger.booking, { amountKop: 55_000 });
    expect((await api<{ data: { status: string } }>(payRoute, { ...CARD, reference: unrecorded.reference }, { token: stranger.renter.token })).json.data.status).toBe('succeeded');

    // A payment we think was paid, whose order the sandbox never had.
    const ghost = await createPayingBooking();
    const ghostRow = await createPaymentRow(ghost.booking, { reference: `kp-${'0'.repeat(12)}${Date.now().toString(16).slice(-8)}`, amountKop: 70_000 });
    await (await getDb()).update(payments).set({ status: 'succeeded', settledAt: new Date() }).where(eq(payments.id, ghostRow.id));

    // Paid 1 400 UAH at the sandbox, recorded as 1 000 UAH here.
    const other = await createPayingBooking();
    const skewed = await openSandboxCheckout(other.booking, { amountKop: 140_000 });
    const skewedRow = await createPaymentRow(other.booking, { reference: skewed.reference, amountKop: 100_000 });
    await api(payRoute, { ...CARD, reference: skewed.reference }, { token: other.renter.token });
    await (await getDb()).update(payments).set({ status: 'succeeded', settledAt: new Date() }).where(eq(payments.id, skewedRow.id));

    // A refund the sandbox made whose answer never reached our records.
    const { paymentId, reference } = await paidOnSandbox(90_000);
    const refund = await refundOf(paymentId, 20_000);
    const refundRef = refundReference(reference, refund.id);
    await sandboxPaymentProvider().refund({ reference, refundReference: refundRef, amountKop: 20_000, currency: 'UAH', reason: 'crash' });

    const { lines, counts, totals } = await report();
    expect(lineOf(lines, 'charge', unrecorded.reference)).toMatchObject({ result: 'missing_here', ours: null, theirs: { amountKop: 55_000 } });
    expect(lineOf(lines, 'charge', ghostRow.providerRef)).toMatchObject({ result: 'missing_at_acquirer', theirs: null, ours: { amountKop: 70_000 } });
    expect(lineOf(lines, 'charge', skewed.reference)).toMatchObject({ result: 'amount_mismatch', ours: { amountKop: 100_000 }, theirs: { amountKop: 140_000 } });
    expect(lineOf(lines, 'refund', refundRef)).toMatchObject({ result: 'state_mismatch', ours: { state: 'pending' }, theirs: { state: 'succeeded' } });
    expect(counts).toMatchObject({ missing_here: expect.any(Number), missing_at_acquirer: expect.any(Number) });
    for (const result of ['missing_here', 'missing_at_acquirer', 'amount_mismatch', 'state_mismatch'] as const) expect(counts[result], result).toBeGreaterThanOrEqual(1);
    // The refund the ledger still has in flight is out of the sandbox already.
    const figure = (measure: string) => totals.find((row) => row.provider === 'sandbox' && row.measure === measure)!;
    expect(figure('in_flight')).toMatchObject({ matched: false });
    expect(figure('out').acquirerKop - figure('out').ledgerKop).toBe(20_000);

    // The refund's job gave up; the poller settles it by asking the sandbox, which answers with the refund it made.
    await giveUpJob(PAYMENT_REFUND_JOB, `refund-${refund.id}`);
    expect(await settleStuckPayments(new Date(Date.now() + 20 * 60_000))).toMatchObject({ settled: expect.any(Number) });
    const [settled] = await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    expect(settled).toMatchObject({ status: 'succeeded' });
    expect(lineOf((await report()).lines, 'refund', refundRef)).toMatchObject({ result: 'matched' });
    await expectBooksBalanced();
  });

  it('matches deposit holds, a capture of part of one and a release of another, and what is still blocked', async () => {
    /** A deposit held on the sandbox's page, recorded as our deposit payment. */
    const heldDeposit = async (amountKop: number) => {
      const { booking, renter } = await createPayingBooking();
      // A paid booking keeps its deposit (any other status releases it at once); extras due are what a capture pays.
      await (await getDb()).update(bookings).set({ status: BOOKING_STATUS.paid, depositKop: amountKop, extrasKop: amountKop }).where(eq(bookings.id, booking.id));
      const { reference } = await openSandboxCheckout(booking, { amountKop, mode: 'hold' });
      const [row] = await (await getDb())
        .insert(payments)
        .values({ bookingId: booking.id, purpose: 'deposit', mode: 'hold', provider: 'sandbox', providerRef: reference, amountKop, expiresAt: new Date(Date.now() + 30 * 60_000) })
        .returning();
      expect((await api<{ data: { status: string } }>(payRoute, { ...CARD, reference }, { token: renter.token })).json.data.status).toBe('succeeded');
      expect(await paymentRow(row!.id)).toMatchObject({ status: 'held' });
      return { reference, paymentId: row!.id };
    };
    const captured = await heldDeposit(500_000);
    const released = await heldDeposit(300_000);
    const kept = await heldDeposit(200_000);
    const capture = await inTransaction(async () => queueHoldOperation(await paymentRow(captured.paymentId), 'capture', 120_000, 'extras', new Date()));
    const release = await inTransaction(async () => queueHoldOperation(await paymentRow(released.paymentId), 'void', 300_000, 'trip_over', new Date()));
    expect(await runHoldOperation(capture.id)).toBe('succeeded');
    expect(await runHoldOperation(release.id)).toBe('succeeded');

    const { lines, totals } = await report();
    expect(totals.find((row) => row.provider === 'sandbox' && row.measure === 'held')).toMatchObject({ matched: true });
    for (const reference of [captured.reference, released.reference, kept.reference]) expect(lineOf(lines, 'hold', reference), reference).toMatchObject({ result: 'matched' });
    expect(lineOf(lines, 'capture', capture.reference)).toMatchObject({ result: 'matched', ours: { amountKop: 120_000 }, theirs: { amountKop: 120_000 } });
    expect(lineOf(lines, 'void', release.reference)).toMatchObject({ result: 'matched', ours: { amountKop: 300_000 } });
    // Only these three orders' figures: the third is still blocked, the first brought 1 200 UAH in.
    const mine = lines.filter((line) => [captured.reference, released.reference, kept.reference].includes(line.orderReference ?? ''));
    expect(acquirerFigures(mine, 'sandbox')).toEqual({ inKop: 120_000, outKop: 0, heldKop: 200_000, inFlightKop: 0 });
    await expectBooksBalanced();
  });

  it('covers the chosen Kyiv days only', async () => {
    const { reference } = await paidOnSandbox();
    const lastMonth = periodOf('2026-01-01', '2026-01-07');
    const { lines } = await reconciliationReport(operator, lastMonth);
    expect(lineOf(lines, 'charge', reference)).toBeUndefined();
  });
});

describe('reconciling with WayForPay, order by order', () => {
  it('attributes the order’s status to our lines, and finds a refund made outside our records', async () => {
    const { paymentId, reference } = await paidOnWayforpay(140_000);
    const refund = await refundOf(paymentId, 20_000);
    expect(await runRefund(refund.id)).toBe('succeeded');
    expect(lineOf((await report()).lines, 'refund', refundReference(reference, refund.id))).toMatchObject({ result: 'matched' });

    // Refunded in WayForPay's merchant portal: nothing of ours names it.
    await providerNamed('wayforpay').refund({ reference, refundReference: 'portal', amountKop: 5_000, currency: 'UAH', reason: 'portal' });
    const { lines, totals } = await report();
    expect(lineOf(lines, 'charge', reference)).toMatchObject({ result: 'matched', theirs: { amountKop: 140_000 } });
    expect(lineOf(lines, 'refund', `${reference}#refund`)).toMatchObject({ result: 'missing_here', theirs: { amountKop: 5_000 } });
    const out = totals.find((row) => row.provider === 'wayforpay' && row.measure === 'out')!;
    expect(out.acquirerKop - out.ledgerKop).toBe(5_000);
  });

  it('leaves an order it could not ask about out of the comparison, and says so', async () => {
    const { reference } = await paidOnWayforpay(60_000);
    const orders = (await report()).lines.filter((line) => line.provider === 'wayforpay' && line.kind === 'charge').length;
    fake.state.failNext = 503;
    const { lines, unavailable } = await report();
    expect(unavailable).toEqual([expect.objectContaining({ provider: 'wayforpay' })]);
    expect(lines.filter((line) => line.provider === 'wayforpay' && line.kind === 'charge')).toHaveLength(orders - 1);
    expect(lines.some((line) => line.reference === unavailable[0]!.reference || line.orderReference === unavailable[0]!.reference)).toBe(false);
    expect(lineOf(lines, 'charge', reference)?.result ?? 'not compared').not.toBe('missing_at_acquirer');
  });
});

describe('the daily reconciliation job', () => {
  it('logs each disagreement as an error with references and amounts only', async () => {
    const stranger = await createPayingBooking();
    const row = await createPaymentRow(stranger.booking, { reference: `kp-${'f'.repeat(12)}${Date.now().toString(16).slice(-8)}`, amountKop: 33_000 });
    await (await getDb()).update(payments).set({ status: 'succeeded', settledAt: new Date() }).where(eq(payments.id, row.id));
    const errors = vi.spyOn(log, 'error');
    const result = await runDailyReconciliation(new Date());
    expect(result.counts.missing_at_acquirer).toBeGreaterThanOrEqual(1);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ reference: row.providerRef, kind: 'charge', result: 'missing_at_acquirer', ours: expect.objectContaining({ amountKop: 33_000 }), acquirer: null }),
      expect.any(String),
    );
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).not.toMatch(/sbxtok_|fake-rec-|\*{4}|4242 ?4242|secret/i);
  });
});

describe('the stuck-payment poller', () => {
  it('settles a payment page whose expiry run gave up, and leaves one whose run is still waiting', async () => {
    const given = await createPayingBooking();
    const abandoned = await openRentalCheckout(given.booking);
    await giveUpJob(PAYMENT_EXPIRE_JOB, `payment-${abandoned.paymentId}`);
    const waiting = await createPayingBooking();
    const watched = await openRentalCheckout(waiting.booking);
    // Before its grace (15 minutes past the lapse) nothing is touched.
    await settleStuckPayments(new Date(Date.now() + 40 * 60_000));
    expect(await paymentRow(abandoned.paymentId)).toMatchObject({ status: 'pending' });
    await settleStuckPayments(new Date(Date.now() + 50 * 60_000));
    expect(await paymentRow(abandoned.paymentId)).toMatchObject({ status: 'expired', failureCode: 'expired' });
    expect(await paymentRow(watched.paymentId)).toMatchObject({ status: 'pending' });
  });
});

describe('who may see it', () => {
  it('is for operators only: the report refuses anyone else, the page answers them 404', async () => {
    const host = await createUser({ role: 2, isHost: true });
    await expect(reconciliationReport(host, defaultPeriod(new Date()))).rejects.toMatchObject({ code: 'forbidden' });
    const { default: AdminPaymentsPage } = await import('@/app/[locale]/(admin)/admin/payments/page');
    const render = () => AdminPaymentsPage({ params: Promise.resolve({ locale: 'uk' }), searchParams: Promise.resolve({ from: '2026-01-01', to: 'nonsense' }) });
    viewer.current = host;
    const refused = await render().catch((error: unknown) => error);
    expect(String((refused as { digest?: unknown }).digest)).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    viewer.current = operator;
    await expect(render()).resolves.toMatchObject({ type: 'main' });
  });
});
