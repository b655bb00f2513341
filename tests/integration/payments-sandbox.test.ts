import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as confirmRoute } from '@/app/api/payments/sandbox/confirm/route';
import { POST as payRoute } from '@/app/api/payments/sandbox/pay/route';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookingEvents, jobs, type Payment, paymentRefunds, sandboxAcquirerCallbacks, sandboxAcquirerOrders, sandboxAcquirerRefunds } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB, PAYMENT_REFUND_JOB, SANDBOX_CALLBACK_JOB } from '@/lib/server/jobs/job-names';
import { runDueJobs } from '@/lib/server/jobs/run-due-jobs';
import { cancelPendingPayments } from '@/lib/server/payments/cancel-pending-payments';
import { paymentJobs } from '@/lib/server/payments/payment-jobs';
import { refreshPendingPayment } from '@/lib/server/payments/refresh-pending-payment';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { refundReference, runRefund } from '@/lib/server/payments/run-refund';
import { sandboxCallbackBody, sandboxCallbackJobKey } from '@/lib/server/payments/sandbox/deliver-callback';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { findSandboxOrder } from '@/lib/server/payments/sandbox/orders';
import { sandboxPaymentProvider } from '@/lib/server/payments/sandbox/provider';
import { sandboxSecret } from '@/lib/server/payments/sandbox/secret';
import { signSandboxBody } from '@/lib/server/payments/sandbox/signature';
import { STRAY_SUCCESS_REASON } from '@/lib/server/payments/settle-payment';
import { api } from '@/tests/support/accounts';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';
import { bookingRow, createPayingBooking, openRentalCheckout, paymentRow, startAppServer } from '@/tests/support/payments';
import { requestPage } from '@/tests/support/registry-proxy';

type Answer = { data: { status: string; failure_code: string | null; return_url: string | null } };

const saved = { appUrl: process.env.APP_URL, provider: process.env.PAYMENTS_PROVIDER, secret: process.env.SANDBOX_ACQUIRER_SECRET };
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  // The app's own origin comes from configuration: the sandbox calls back whatever APP_URL says.
  app = await startAppServer({ '/api/payments/callback/sandbox': callbackRoute });
  process.env.APP_URL = app.origin;
  delete process.env.PAYMENTS_PROVIDER;
  delete process.env.SANDBOX_ACQUIRER_SECRET;
});

afterAll(async () => {
  await app.close();
  for (const [key, value] of [['APP_URL', saved.appUrl], ['PAYMENTS_PROVIDER', saved.provider], ['SANDBOX_ACQUIRER_SECRET', saved.secret]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

afterEach(() => {
  app.state.down = false;
  vi.useRealTimers();
});

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' };
const refOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

/** A booking in 5 with its payment page open, as the renter finds it after pressing Pay. */
async function openPayment(options: { locale?: 'uk' | 'en'; now?: Date } = {}) {
  const setup = await createPayingBooking({ now: options.now });
  const checkout = await openRentalCheckout(setup.booking, options);
  return { ...setup, ...checkout, reference: refOf(checkout.redirectUrl) };
}

const pay = (token: string, reference: string, card = CARD) => api<Answer & ErrorBody>(payRoute, { ...card, reference }, { token });

/** A callback as the sandbox signs it, for the order as it stands (or with fields changed). */
async function signedCallback(reference: string, change: Record<string, unknown> = {}, key?: string) {
  const order = (await findSandboxOrder(reference))!;
  const body = JSON.stringify({ ...JSON.parse(sandboxCallbackBody(order)), ...change });
  return { body, signature: signSandboxBody(body, key ?? (await sandboxSecret())) };
}

const postCallback = (body: string, headers: Record<string, string>) =>
  callRoute<ErrorBody & { status?: string }>(callbackRoute, { rawBody: body, headers: { 'content-type': 'application/json', ...headers }, path: '/api/payments/callback/sandbox' });

const eventsOf = async (bookingId: number) => (await getDb()).select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
const jobsOf = async (name: string, key: string) => (await getDb()).select().from(jobs).where(and(eq(jobs.name, name), eq(jobs.key, key)));
/** The retry run of an order's (first) callback. */
const callbackJobOf = async (orderId: number) => {
  const [callback] = await (await getDb()).select().from(sandboxAcquirerCallbacks).where(eq(sandboxAcquirerCallbacks.orderId, orderId));
  return (await jobsOf(SANDBOX_CALLBACK_JOB, sandboxCallbackJobKey(callback!.id)))[0];
};

describe('opening a payment page', () => {
  it('records a pending payment, the sandbox order with our configured origin, and the lapse 30 minutes on', async () => {
    const now = new Date();
    const { booking, paymentId, redirectUrl, reference } = await openPayment({ locale: 'en', now });
    expect(redirectUrl).toMatch(/^\/en\/pay\/sandbox\/kp-[0-9a-f]{20}$/);
    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({ bookingId: booking.id, purpose: 'rental', provider: 'sandbox', providerRef: reference, amountKop: 140_000, status: 'pending' });
    expect(payment.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
    const order = (await findSandboxOrder(reference))!;
    expect(order).toMatchObject({ amountKop: 140_000, currency: 'UAH', customerRef: String(booking.renterId), status: 'created', locale: 'en' });
    expect(order.callbackUrl).toBe(`${app.origin}/api/payments/callback/sandbox`);
    expect(order.returnUrl).toBe(`${app.origin}/en/booking/${booking.id}`);
    expect(order.description).toContain(`booking No. ${booking.id}`);
    const [expiry] = await jobsOf(PAYMENT_EXPIRE_JOB, `payment-${paymentId}`);
    expect(expiry).toMatchObject({ status: 'queued', payload: { paymentId } });
    expect(expiry!.runAt).toEqual(payment.expiresAt);
  });

  it('opens the same page again on a second press', async () => {
    const { booking, paymentId, redirectUrl } = await openPayment();
    const again = await openRentalCheckout(booking);
    expect(again).toEqual({ paymentId, redirectUrl });
    expect(await (await getDb()).select().from(sandboxAcquirerOrders).where(eq(sandboxAcquirerOrders.customerRef, String(booking.renterId)))).toHaveLength(1);
  });

  it('withdraws an open page that no longer fits (another amount) and opens a new one', async () => {
    const { booking, paymentId, reference, renter } = await openPayment();
    const changed = await inTransaction(() => openCheckout({ booking, purpose: 'rental', amountKop: 150_000, locale: 'uk', now: new Date() }));
    expect(changed.paymentId).not.toBe(paymentId);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled', failureCode: 'superseded' });
    expect(await paymentRow(changed.paymentId)).toMatchObject({ status: 'pending', amountKop: 150_000 });
    expect((await findSandboxOrder(reference))!.status).toBe('cancelled');
    expect((await pay(renter.token, reference)).json.error.code).toBe('payment_cancelled');
  });
});

describe('paying on the sandbox page', () => {
  it('pays with the success card: the signed callback reaches our route over HTTP and the booking is paid', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    const before = app.received.length;
    const res = await pay(renter.token, reference);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ status: 'succeeded', failure_code: null, return_url: `${app.origin}/booking/${booking.id}` });
    const delivered = app.received.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ path: '/api/payments/callback/sandbox', status: 200 });
    expect(delivered[0]!.headers['x-sandbox-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
    const order = (await findSandboxOrder(reference))!;
    expect(order).toMatchObject({ status: 'paid', cardLast4: '4242', callbackAttempts: 1 });
    expect(order.callbackDeliveredAt).not.toBeNull();
    // Delivered at once: the durable retry has nothing left to do.
    expect((await callbackJobOf(order.id))?.status).toBe('cancelled');
    expect((await jobsOf(PAYMENT_EXPIRE_JOB, `payment-${paymentId}`))[0]?.status).toBe('cancelled');
  });

  it('a callback replayed twice settles the payment once', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    await pay(renter.token, reference);
    const settled = await paymentRow(paymentId);
    const events = await eventsOf(booking.id);
    const { body, signature } = await signedCallback(reference);
    for (let i = 0; i < 2; i += 1) {
      const res = await postCallback(body, { 'x-sandbox-signature': signature });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'accept', reference });
    }
    expect(await paymentRow(paymentId)).toEqual(settled);
    expect(await eventsOf(booking.id)).toEqual(events);
    expect((await bookingRow(booking.id)).paidKop).toBe(140_000);
  });

  it('two deliveries of one callback racing each other settle it once', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    const { body, signature } = await signedCallback(reference);
    const answers = await Promise.all([0, 1, 2].map(() => postCallback(body, { 'x-sandbox-signature': signature })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    const paid = (await eventsOf(booking.id)).filter((event) => event.toStatus === BOOKING_STATUS.paid);
    expect(paid).toHaveLength(1);
    expect((await bookingRow(booking.id)).paidKop).toBe(140_000);
  });

  it('a failure reported after the success changes nothing', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    await pay(renter.token, reference);
    const settled = await paymentRow(paymentId);
    const { body, signature } = await signedCallback(reference, { status: 'failed', failure_code: 'card_declined' });
    const res = await postCallback(body, { 'x-sandbox-signature': signature });
    expect(res.status).toBe(200);
    expect(await paymentRow(paymentId)).toEqual(settled);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
  });

  it('a declined card fails the payment with its reason, and the booking can be paid again', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    const res = await pay(renter.token, reference, { ...CARD, card_number: '4000 0000 0000 9995' });
    expect(res.json.data).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paymentFailed);
    // The page is done: it takes no second card.
    const again = await pay(renter.token, reference);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('payment_declined');
  });

  it('asks the 3-D Secure card for its one-time code: the right code pays, a wrong one declines', async () => {
    const first = await openPayment();
    expect((await pay(first.renter.token, first.reference, { ...CARD, card_number: '4000000000003220' })).json.data).toEqual({ status: 'otp_required', failure_code: null, return_url: null });
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'pending' });
    const paid = await api<Answer>(confirmRoute, { reference: first.reference, code: '123456' }, { token: first.renter.token });
    expect(paid.json.data.status).toBe('succeeded');
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'succeeded' });

    const second = await openPayment();
    await pay(second.renter.token, second.reference, { ...CARD, card_number: '4000000000003220' });
    const wrong = await api<Answer>(confirmRoute, { reference: second.reference, code: '654321' }, { token: second.renter.token });
    expect(wrong.json.data).toMatchObject({ status: 'failed', failure_code: 'authentication_failed' });
    expect(await paymentRow(second.paymentId)).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
  });

  it('validates the card on the server as the form does', async () => {
    const { renter, reference } = await openPayment();
    const res = await pay(renter.token, reference, { card_number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', holder: 'Олена' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields ?? {}).sort()).toEqual(['card_number', 'cvc', 'expiry', 'holder']);
    expect((await findSandboxOrder(reference))!.status).toBe('created');
  });
});

describe('the callback route', () => {
  it('refuses a bad signature with a 4xx and settles nothing', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    const { body, signature } = await signedCallback(reference);
    const tampered = body.replace('"amount_kop":140000', '"amount_kop":14000');
    const cases: [string, Record<string, string>][] = [
      [body, {}],
      [body, { 'x-sandbox-signature': signSandboxBody(body, 'a key that is not ours') }],
      [tampered, { 'x-sandbox-signature': signature }],
      [`${body} `, { 'x-sandbox-signature': signature }],
      [body, { 'x-sandbox-signature': `${signature.slice(0, 63)}0` === signature ? `${signature.slice(0, 63)}1` : `${signature.slice(0, 63)}0` }],
    ];
    for (const [raw, headers] of cases) {
      const res = await postCallback(raw, headers);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('bad_signature');
    }
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paying);
  });

  it('signs with SANDBOX_ACQUIRER_SECRET when it is set, and with the installation’s own key otherwise', async () => {
    const { renter, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    const installationKey = await sandboxSecret();
    process.env.SANDBOX_ACQUIRER_SECRET = 'a configured sandbox key';
    try {
      const withInstallationKey = await signedCallback(reference, {}, installationKey);
      expect((await postCallback(withInstallationKey.body, { 'x-sandbox-signature': withInstallationKey.signature })).status).toBe(403);
      const configured = await signedCallback(reference, {}, 'a configured sandbox key');
      expect((await postCallback(configured.body, { 'x-sandbox-signature': configured.signature })).status).toBe(200);
    } finally {
      delete process.env.SANDBOX_ACQUIRER_SECRET;
    }
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(installationKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a signed report whose amount or currency is not the payment’s, and an unknown reference', async () => {
    const { renter, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    for (const change of [{ amount_kop: 1 }, { currency: 'USD' }]) {
      const { body, signature } = await signedCallback(reference, change);
      const res = await postCallback(body, { 'x-sandbox-signature': signature });
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe('payment_mismatch');
    }
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    const unknown = await signedCallback(reference, { reference: 'kp-ffffffffffffffffffff' });
    expect((await postCallback(unknown.body, { 'x-sandbox-signature': unknown.signature })).status).toBe(404);
  });
});

describe('delivery and the jobs', () => {
  it('retries a callback the app could not take until it is accepted', async () => {
    const { renter, paymentId, reference } = await openPayment();
    app.state.down = true;
    expect((await pay(renter.token, reference)).json.data.status).toBe('succeeded');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    const order = (await findSandboxOrder(reference))!;
    const queued = await callbackJobOf(order.id);
    expect(queued).toMatchObject({ status: 'queued' });
    const due = new Date(queued!.runAt.getTime() + 1000);
    expect((await runDueJobs(paymentJobs, { now: due })).retried).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    app.state.down = false;
    await runDueJobs(paymentJobs, { now: new Date(due.getTime() + 60 * 60_000) });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await callbackJobOf(order.id)).toMatchObject({ status: 'done' });
    expect((await findSandboxOrder(reference))!.callbackAttempts).toBe(3);
  });

  it('the expiry job settles as paid a payment the acquirer says was paid, though its callback never came', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    const payment = await paymentRow(paymentId);
    // Only the expiry job runs (the callback's retries stay queued).
    const expiry = paymentJobs.filter((job) => job.name === PAYMENT_EXPIRE_JOB);
    await runDueJobs(expiry, { now: payment.expiresAt });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
    // The late callback then changes nothing.
    app.state.down = false;
    const events = await eventsOf(booking.id);
    await runDueJobs(paymentJobs, { now: new Date(payment.expiresAt.getTime() + 60 * 60_000) });
    expect(await eventsOf(booking.id)).toEqual(events);
  });

  it('the expiry job lapses an unpaid payment, and the page then takes no card', async () => {
    const T0 = new Date();
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const { renter, booking, paymentId, reference } = await openPayment({ now: T0 });
    const lapse = new Date(T0.getTime() + 30 * 60_000);
    vi.setSystemTime(lapse);
    await runDueJobs(paymentJobs.filter((job) => job.name === PAYMENT_EXPIRE_JOB), { now: lapse });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'expired', failureCode: 'expired' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paymentFailed);
    const res = await pay(renter.token, reference);
    expect(res.status).toBe(410);
    expect(res.json.error.code).toBe('payment_expired');
    expect((await findSandboxOrder(reference))!.status).not.toBe('paid');
  });

  it('a renter back on the booking finds a payment whose callback was lost settled from the acquirer’s status', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    const refreshed = await refreshPendingPayment(booking.id);
    expect(refreshed.map((payment) => [payment.id, payment.status])).toEqual([[paymentId, 'succeeded']]);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
    expect(await refreshPendingPayment(booking.id)).toEqual([]);
  });
});

describe('cancelled payments and other people', () => {
  it('a cancelled payment cannot be charged on the sandbox page', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    const cancelled = await inTransaction(() => cancelPendingPayments(booking.id));
    expect(cancelled.map((payment: Payment) => payment.id)).toEqual([paymentId]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled' });
    const res = await pay(renter.token, reference);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('payment_cancelled');
    expect((await findSandboxOrder(reference))!.status).toBe('cancelled');
    expect((await jobsOf(PAYMENT_EXPIRE_JOB, `payment-${paymentId}`))[0]?.status).toBe('cancelled');
  });

  it('money taken for a payment closed meanwhile goes back in full, once', async () => {
    const { renter, booking, paymentId, reference } = await openPayment();
    app.state.down = true;
    await pay(renter.token, reference);
    await inTransaction(() => cancelPendingPayments(booking.id));
    app.state.down = false;
    const { body, signature } = await signedCallback(reference);
    for (let i = 0; i < 2; i += 1) expect((await postCallback(body, { 'x-sandbox-signature': signature })).status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled' });
    const refunds = await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
    expect(refunds).toMatchObject([{ amountKop: 140_000, reason: STRAY_SUCCESS_REASON, status: 'pending' }]);
    await runRefund(refunds[0]!.id);
    expect((await findSandboxOrder(reference))!.refundedKop).toBe(140_000);
  });

  it('another user can neither open nor pay someone’s payment', async () => {
    const { renter, reference, redirectUrl } = await openPayment();
    const stranger = await createSignedInUser({ role: 1, isDriverLicenseVerified: true });
    const res = await pay(stranger.token, reference);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
    expect((await findSandboxOrder(reference))!.status).toBe('created');
    expect((await requestPage(redirectUrl, stranger.token)).status).toBe(404);
    expect((await requestPage(redirectUrl, renter.token)).status).toBe(200);
    // A visitor is asked to sign in first; a reference of nobody's is a 404 like any unknown page.
    expect((await requestPage(redirectUrl)).status).toBe(307);
    expect((await requestPage('/pay/sandbox/kp-00000000000000000000', renter.token)).status).toBe(404);
    expect((await requestPage('/pay/sandbox', renter.token)).status).toBe(404);
  });
});

describe('refunds', () => {
  it('a refund job run twice refunds once', async () => {
    const { renter, paymentId, reference } = await openPayment();
    await pay(renter.token, reference);
    const refund = await inTransaction(async () => requestRefund(await paymentRow(paymentId), 50_000, 'renter_cancelled'));
    expect(refund).toMatchObject({ paymentId, amountKop: 50_000, status: 'pending' });
    expect((await jobsOf(PAYMENT_REFUND_JOB, `refund-${refund.id}`))[0]).toMatchObject({ status: 'queued', payload: { refundId: refund.id } });
    // A crash after the acquirer refunded and before we recorded it: the next try names the same refund.
    const provider = sandboxPaymentProvider();
    await provider.refund({ reference, refundReference: refundReference(reference, refund.id), amountKop: 50_000, currency: 'UAH', reason: 'renter_cancelled' });
    expect(await runRefund(refund.id)).toBe('succeeded');
    expect(await runRefund(refund.id)).toBe('unchanged');
    await runDueJobs(paymentJobs.filter((job) => job.name === PAYMENT_REFUND_JOB));
    const order = (await findSandboxOrder(reference))!;
    expect(order.refundedKop).toBe(50_000);
    expect(await (await getDb()).select().from(sandboxAcquirerRefunds).where(eq(sandboxAcquirerRefunds.orderId, order.id))).toHaveLength(1);
    const [row] = await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^sbx-refund-\d+$/) });
    expect(row!.settledAt).not.toBeNull();
  });

  it('never refunds more than was paid, and only a paid payment', async () => {
    const { renter, paymentId, reference } = await openPayment();
    await expect(inTransaction(async () => requestRefund(await paymentRow(paymentId), 1000, 'x'))).rejects.toMatchObject({ code: 'payment_not_refundable' });
    await pay(renter.token, reference);
    await inTransaction(async () => requestRefund(await paymentRow(paymentId), 100_000, 'first'));
    await expect(inTransaction(async () => requestRefund(await paymentRow(paymentId), 40_001, 'second'))).rejects.toMatchObject({ code: 'refund_exceeds_payment' });
    await inTransaction(async () => requestRefund(await paymentRow(paymentId), 40_000, 'second'));
  });
});
