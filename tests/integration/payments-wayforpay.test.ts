import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PaymentFormPage, { generateMetadata } from '@/app/[locale]/(payments)/pay/form/[ref]/page';
import { POST as callbackRoute } from '@/app/api/payments/callback/wayforpay/route';
import robots from '@/app/robots';
import { AutoSubmitForm } from '@/components/payments/AutoSubmitForm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookingEvents, paymentRefunds, type User } from '@/lib/server/db/schema';
import { formCheckoutFor, formPaymentFor } from '@/lib/server/payments/form-checkout';
import { openPayoutCardCheck } from '@/lib/server/payments/card-checks';
import { createVerifiedOwner } from '@/tests/support/cars';
import type { CheckoutRequest } from '@/lib/server/payments/provider';
import { paymentProvider } from '@/lib/server/payments/providers';
import { refreshPendingPayment } from '@/lib/server/payments/refresh-pending-payment';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { refundReference, runRefund } from '@/lib/server/payments/run-refund';
import { WayforpayApiError } from '@/lib/server/payments/wayforpay/api-client';
import { createSignedInUser } from '@/tests/support/factories';
import { type FakeWayforpay, startFakeWayforpay } from '@/tests/support/fake-wayforpay';
import { bookingRow, createPayingBooking, openRentalCheckout, paymentRow, startAppServer } from '@/tests/support/payments';
import { requestPage } from '@/tests/support/registry-proxy';

// The page is rendered as the server renders it, for whoever `viewer` says is signed in.
const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));
const renderPage = async (ref: string, locale: 'uk' | 'en' = 'uk') => renderToStaticMarkup(await PaymentFormPage({ params: Promise.resolve({ locale, ref }) }));

// WayForPay end to end against a local fake of it (tests/support/fake-wayforpay.ts): our form page,
// the hosted page taking the form, its signed callback reaching our route over HTTP, and the
// host-to-host operations — never the internet.

const KEY = 'flk3409refn54t54t*FNJRET';
const VARS = ['APP_URL', 'PAYMENTS_PROVIDER', 'WAYFORPAY_MERCHANT_ACCOUNT', 'WAYFORPAY_SECRET_KEY', 'WAYFORPAY_MERCHANT_DOMAIN', 'WAYFORPAY_API_URL', 'WAYFORPAY_PAY_URL'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
let app: Awaited<ReturnType<typeof startAppServer>>;
let fake: FakeWayforpay;

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/wayforpay': callbackRoute });
  // merchantDomainName defaults to APP_URL's host: the fake holds us to it.
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
  fake.state.amountLiteral = (kop) => String(kop / 100);
  fake.state.refundsInProcessing = false;
  fake.state.answerSecret = null;
  fake.state.failNext = null;
});

const unescape = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The form our page renders, read back from its markup as a browser would submit it. */
function renderedForm(checkout: { action: string; fields: Record<string, string> }) {
  const html = renderToStaticMarkup(createElement(AutoSubmitForm, { action: checkout.action, fields: checkout.fields, submitLabel: 'Continue to payment' }));
  const form = /<form\b[^>]*>/.exec(html)?.[0] ?? '';
  const action = /\saction="([^"]+)"/.exec(form)?.[1];
  const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)] as [string, string]);
  return { html, method: /\smethod="([^"]+)"/.exec(form)?.[1], action: action ? unescape(action) : null, inputs };
}

/** A booking in 5 whose payment page is open at WayForPay: the renter's browser has posted our form. */
async function openAndPost(options: { totalKop?: number } = {}) {
  const setup = await createPayingBooking({ totalKop: options.totalKop });
  const checkout = await openRentalCheckout(setup.booking);
  const reference = checkout.redirectUrl.split('/').at(-1)!;
  const found = await formPaymentFor(setup.renter.user.id, reference);
  if (found?.state !== 'open') throw new Error('the form page has no form to post');
  const form = renderedForm(found.checkout);
  const posted = await fake.submitForm(form.action!, form.inputs);
  expect(posted.status, posted.text).toBe(200);
  return { ...setup, ...checkout, reference, checkout: found.checkout };
}

const eventsOf = async (bookingId: number) => (await getDb()).select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
const wayforpay = () => paymentProvider();
const otherKey = (values: string[]) => createHmac('md5', 'not our key').update(values.join(';')).digest('hex');

describe('paying a booking through WayForPay', () => {
  it('opens our form page, which posts the signed Purchase form to the configured payment page', async () => {
    const now = new Date();
    const { booking, renter, paymentId, redirectUrl, reference, checkout } = await openAndPost();
    expect(redirectUrl).toBe(`/pay/form/${reference}`);
    expect(await paymentRow(paymentId)).toMatchObject({ provider: 'wayforpay', providerRef: reference, status: 'pending', providerData: { checkout: { kind: 'form', action: fake.payUrl } } });
    expect(checkout.fields).toMatchObject({
      merchantAccount: 'test_merch_n1',
      merchantDomainName: '127.0.0.1',
      merchantTransactionType: 'SALE',
      orderReference: reference,
      amount: '1400',
      currency: 'UAH',
      'productPrice[]': '1400',
      'productCount[]': '1',
      language: 'UA',
      returnUrl: `${app.origin}/booking/${booking.id}`,
      serviceUrl: `${app.origin}/api/payments/callback/wayforpay`,
    });
    expect(checkout.fields['productName[]']).toContain(`№ ${booking.id}`);
    expect(Number(checkout.fields.orderLifetime)).toBeGreaterThan(29 * 60);
    expect(Number(checkout.fields.orderLifetime)).toBeLessThanOrEqual(30 * 60);
    expect(Math.abs(Number(checkout.fields.orderDate) - now.getTime() / 1000)).toBeLessThan(60);
    // The page's form: a plain POST with the array fields named as WayForPay reads them, and a button.
    const form = renderedForm(checkout);
    expect(form.method).toBe('post');
    expect(form.action).toBe(fake.payUrl);
    expect(form.inputs.map(([name]) => name)).toEqual(expect.arrayContaining(['productName[]', 'productPrice[]', 'productCount[]', 'merchantSignature']));
    expect(form.html).toContain('<button type="submit"');
    // The hosted page took it: its signature checked there.
    expect(fake.orders.get(reference)).toMatchObject({ kind: 'purchase', amountKop: 140_000, transactionType: 'SALE', status: 'Created' });
    // A second press opens the same page.
    expect(await openRentalCheckout(booking)).toEqual({ paymentId, redirectUrl });
    // The page, through the proxy: the renter's only; its CSP lets forms go to WayForPay's pages and nowhere else.
    const page = await requestPage(redirectUrl, renter.token);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${fake.origin};`);
    expect((await requestPage('/', renter.token)).headers.get('content-security-policy')).toContain("form-action 'self';");
    const stranger = await createSignedInUser({ role: 1, isDriverLicenseVerified: true });
    expect((await requestPage(redirectUrl, stranger.token)).status).toBe(404);
    expect((await requestPage(redirectUrl)).status).toBe(307);
    expect((await requestPage('/pay/form/kp-00000000000000000000', renter.token)).status).toBe(404);
    expect((await requestPage('/pay/form/not-a-reference', renter.token)).status).toBe(404);
    // The page itself, as the server renders it for the renter: the form, posted by the script, and its button.
    viewer.current = renter.user;
    const html = await renderPage(reference);
    expect(html).toContain(`action="${fake.payUrl}"`);
    expect(html).toContain(`value="${checkout.fields.merchantSignature}"`);
    expect(html).toContain('>continue</button>');
    viewer.current = stranger.user;
    await expect(renderPage(reference)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
    viewer.current = null;
    // Out of search engines: noindex, and disallowed in robots.txt in both languages.
    expect((await generateMetadata({ params: Promise.resolve({ locale: 'uk', ref: reference }) })).robots).toEqual({ index: false, follow: false });
    expect(robots().rules).toMatchObject([{ disallow: expect.arrayContaining(['/pay/form', '/en/pay/form']) }]);
  });

  it('is paid when WayForPay approves: its signed callback reaches our route and our signed accept checks there', async () => {
    const { booking, renter, paymentId, reference } = await openAndPost();
    const delivered = await fake.decide(reference, 'approve');
    expect(delivered).toMatchObject({ status: 200, accepted: true });
    expect(app.received.at(-1)).toMatchObject({ path: '/api/payments/callback/wayforpay', status: 200 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', failureCode: null, providerData: { transactionStatus: 'Approved', reasonCode: 1100 } });
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.paid, paidKop: 140_000 });
    // The payment's own page now says it is closed, posts nothing, and leads back to the booking.
    expect(await formPaymentFor(booking.renterId, reference)).toEqual({ state: 'closed', bookingId: booking.id });
    viewer.current = renter.user;
    const html = await renderPage(reference, 'en');
    viewer.current = null;
    expect(html).not.toContain('<form');
    expect(html).toContain('closed');
    expect(html).toContain(`href="/en/booking/${booking.id}"`);
  });

  it('signs and reads back an amount with kopiyky (1547.36), and an amount written as 1400.00', async () => {
    const first = await openAndPost({ totalKop: 154_736 });
    expect(first.checkout.fields.amount).toBe('1547.36');
    expect((await fake.decide(first.reference, 'approve')).accepted).toBe(true);
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'succeeded' });

    fake.state.amountLiteral = (kop) => (kop / 100).toFixed(2);
    const second = await openAndPost();
    const delivered = await fake.decide(second.reference, 'approve');
    expect(delivered.answer).toMatch(/"status":"accept"/);
    expect(fake.callbacks.at(-1)!.body).toContain('"amount":1400.00,');
    expect(await paymentRow(second.paymentId)).toMatchObject({ status: 'succeeded' });
  });

  it('fails the payment with the bank’s reason when WayForPay declines', async () => {
    const { booking, paymentId, reference } = await openAndPost();
    expect((await fake.decide(reference, 'decline', { reasonCode: 1104 })).accepted).toBe(true);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paymentFailed);
  });

  it('refuses a forged or altered callback with 403 and changes nothing', async () => {
    const { booking, paymentId, reference } = await openAndPost();
    fake.decideOnly(reference, 'approve');
    const order = fake.orders.get(reference)!;
    const signature = /"merchantSignature":"([0-9a-f]{32})"/.exec(fake.callbackBody(reference))![1]!;
    const forged = otherKey(['test_merch_n1', reference, '1400', 'UAH', order.authCode, order.cardPan!, 'Approved', '1100']);
    const bodies = [
      fake.callbackBody(reference, (body) => body.replace('"amount":1400', '"amount":14')),
      fake.callbackBody(reference, (body) => body.replace('"reasonCode":1100', '"reasonCode":1101')),
      fake.callbackBody(reference, (body) => body.replace(signature, forged)),
      fake.callbackBody(reference, (body) => body.replace(`"merchantSignature":"${signature}",`, '')),
      fake.callbackBody(reference, (body) => body.replace('"merchantAccount":"test_merch_n1"', '"merchantAccount":"test_merch_n1","amount":1')),
      `orderReference=${reference}`,
    ];
    for (const body of bodies) {
      const res = await fake.deliver(reference, body);
      expect(res.status, body).toBe(403);
      expect(JSON.parse(res.answer).error.code).toBe('bad_signature');
      expect(res.accepted).toBe(false);
    }
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paying);
  });

  it('a duplicated callback, and a decline arriving after the success, change nothing', async () => {
    const { booking, paymentId, reference } = await openAndPost();
    await fake.decide(reference, 'approve');
    const settled = await paymentRow(paymentId);
    const events = await eventsOf(booking.id);
    const body = fake.callbackBody(reference);
    for (let i = 0; i < 2; i += 1) expect(await fake.deliver(reference, body)).toMatchObject({ status: 200, accepted: true });
    const order = fake.orders.get(reference)!;
    const approved = { status: order.status, reasonCode: order.reasonCode, reason: order.reason };
    Object.assign(order, { status: 'Declined', reasonCode: 1101, reason: 'Declined To Card Issuer' });
    const declined = fake.callbackBody(reference);
    Object.assign(order, approved);
    expect(await fake.deliver(reference, declined)).toMatchObject({ status: 200, accepted: true });
    expect(await paymentRow(paymentId)).toEqual(settled);
    expect(await eventsOf(booking.id)).toEqual(events);
    expect((await bookingRow(booking.id)).paidKop).toBe(140_000);
  });

  it('settles a payment whose callback was lost from CHECK_STATUS when the renter comes back', async () => {
    const { booking, paymentId, reference } = await openAndPost();
    fake.decideOnly(reference, 'approve');
    const refreshed = await refreshPendingPayment(booking.id);
    expect(refreshed.map((payment) => [payment.id, payment.status])).toEqual([[paymentId, 'succeeded']]);
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
    const status = await wayforpay().orderStatus(reference);
    expect(status).toMatchObject({ reference, state: 'succeeded', amountKop: 140_000, currency: 'UAH', failureCode: null });
    expect(status.card).toEqual({ token: fake.orders.get(reference)!.recToken, panMasked: '44****1111' });
    expect(await wayforpay().orderStatus('kp-ffffffffffffffffffff')).toMatchObject({ state: 'unknown', amountKop: null });
    // A pending order (the form posted, nothing decided) stays pending.
    const open = await openAndPost();
    expect(await wayforpay().orderStatus(open.reference)).toMatchObject({ state: 'pending' });
  });
});

describe('an owner’s payout card through WayForPay', () => {
  it('opens Verify through our form page for the owner only, and leads back to /cabinet/payments', async () => {
    const owner = await createVerifiedOwner();
    const { redirectUrl } = await openPayoutCardCheck(owner.user, { locale: 'uk', now: new Date() });
    const reference = redirectUrl.split('/').at(-1)!;
    expect(redirectUrl).toBe(`/pay/form/${reference}`);
    const found = await formCheckoutFor(owner.user.id, reference, 'uk');
    expect(found).toMatchObject({ state: 'open', back: { route: 'cabinet-payments' } });
    expect(found?.state === 'open' && found.checkout.action).toContain(new URL(fake.payUrl).host);
    // The proxy lets its owner in, and nobody else.
    expect((await requestPage(redirectUrl, owner.token)).status).toBe(200);
    const stranger = await createSignedInUser();
    expect((await requestPage(redirectUrl, stranger.token)).status).toBe(404);
    expect(await formCheckoutFor(stranger.user.id, reference, 'uk')).toBeNull();
  });
});

describe('operations on WayForPay orders', () => {
  /** An order paid (or held) on the hosted page, with its card token, outside any booking. */
  async function decidedOrder(mode: 'charge' | 'hold', amountKop = 140_000) {
    const reference = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const request: CheckoutRequest = {
      reference,
      amountKop,
      currency: 'UAH',
      description: 'Застава: Toyota Camry 2021',
      locale: 'en',
      customerRef: '1',
      returnUrl: `${app.origin}/en/booking/1`,
      callbackUrl: `${app.origin}/api/payments/callback/wayforpay`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
      mode,
    };
    const checkout = await wayforpay().createCheckout(request);
    if (checkout.kind !== 'form') throw new Error('not a form');
    expect(checkout.fields).toMatchObject({ merchantTransactionType: mode === 'hold' ? 'AUTH' : 'SALE', language: 'EN' });
    expect((await fake.submitForm(checkout.action, Object.entries(checkout.fields))).status).toBe(200);
    fake.decideOnly(reference, 'approve');
    const event = await wayforpay().parseCallback(fake.callbackBody(reference), new Headers());
    return { reference, event };
  }
  const requestsOf = (type: string) => fake.requests.filter((request) => request.type === type).length;

  it('refunds part of a paid booking through the refund job, once, with its reference in the comment', async () => {
    const { paymentId, reference } = await openAndPost();
    await fake.decide(reference, 'approve');
    const refund = await inTransaction(async () => requestRefund(await paymentRow(paymentId), 50_000, 'renter_cancelled'));
    expect(await runRefund(refund.id)).toBe('succeeded');
    expect(await runRefund(refund.id)).toBe('unchanged');
    const order = fake.orders.get(reference)!;
    expect(order).toMatchObject({ refundedKop: 50_000, status: 'Refunded' });
    expect(order.refundComments).toEqual([`renter_cancelled (${refundReference(reference, refund.id)})`]);
    const [row] = await (await getDb()).select().from(paymentRefunds).where(and(eq(paymentRefunds.id, refund.id)));
    expect(row).toMatchObject({ status: 'succeeded' });
    // The order as WayForPay reports it now: paid, with the refund noted.
    expect(await wayforpay().orderStatus(reference)).toMatchObject({ state: 'succeeded', data: { refund: 'refunded', refundedKop: 50_000 } });
  });

  it('answers a refund repeated after the order was refunded in full without refunding again, and never refunds beyond the payment', async () => {
    const { reference } = await decidedOrder('charge');
    const provider = wayforpay();
    const refund = (amountKop: number, n: number) => provider.refund({ reference, refundReference: `kr-${reference.slice(3)}-${n}`, amountKop, currency: 'UAH', reason: 'owner_cancelled' });
    expect(await refund(150_000, 1)).toMatchObject({ state: 'failed', failureCode: 'wayforpay_1128' });
    expect(await refund(140_000, 2)).toMatchObject({ state: 'succeeded', failureCode: null });
    const refunds = requestsOf('REFUND');
    expect(await refund(140_000, 2)).toMatchObject({ state: 'succeeded', data: { repeated: true } });
    expect(requestsOf('REFUND')).toBe(refunds);
    expect(fake.orders.get(reference)!.refundedKop).toBe(140_000);
  });

  it('reports a refund WayForPay is still processing as pending', async () => {
    const { reference } = await decidedOrder('charge');
    fake.state.refundsInProcessing = true;
    expect(await wayforpay().refund({ reference, refundReference: `kr-${reference.slice(3)}-1`, amountKop: 10_000, currency: 'UAH', reason: 'x' })).toMatchObject({ state: 'pending' });
  });

  it('holds on the hosted page, captures part of the hold once, and answers a repeated capture from the order’s status', async () => {
    const { reference, event } = await decidedOrder('hold');
    expect(event).toMatchObject({ reference, outcome: 'held', amountKop: 140_000, card: { panMasked: '44****1111' } });
    expect(await wayforpay().orderStatus(reference)).toMatchObject({ state: 'held', heldKop: 140_000, capturedKop: 0 });
    const capture = (amountKop: number) => wayforpay().capture!({ reference, operationReference: `kc-${reference}`, amountKop, currency: 'UAH' });
    expect(await capture(100_000)).toMatchObject({ state: 'succeeded', failureCode: null });
    expect(fake.orders.get(reference)).toMatchObject({ status: 'Approved', settledKop: 100_000 });
    expect(await wayforpay().orderStatus(reference)).toMatchObject({ state: 'succeeded', capturedKop: 100_000, heldKop: 0 });
    expect(await capture(100_000)).toMatchObject({ state: 'succeeded', data: { repeated: true } });
    expect(await capture(120_000)).toMatchObject({ state: 'failed', failureCode: 'wayforpay_1126' });
    expect(fake.orders.get(reference)!.settledKop).toBe(100_000);
    // A refund of a captured hold gives back at most what was captured.
    expect(await wayforpay().refund({ reference, refundReference: 'kr-x-1', amountKop: 100_001, currency: 'UAH', reason: 'x' })).toMatchObject({ state: 'failed', failureCode: 'wayforpay_1128' });
  });

  it('voids a hold (REFUND on an unsettled AUTH), and a repeated void is answered from the status', async () => {
    const { reference } = await decidedOrder('hold', 500_000);
    const release = (amountKop: number) => wayforpay().void!({ reference, operationReference: `kv-${reference}`, amountKop, currency: 'UAH' });
    expect(await release(200_000)).toMatchObject({ state: 'failed', failureCode: 'wayforpay_1141' });
    expect(await release(500_000)).toMatchObject({ state: 'succeeded' });
    expect(fake.orders.get(reference)!.status).toBe('Voided');
    expect(await wayforpay().orderStatus(reference)).toMatchObject({ state: 'voided', heldKop: 0, capturedKop: 0 });
    expect(await release(500_000)).toMatchObject({ state: 'succeeded', data: { repeated: true } });
  });

  it('charges a saved card without the cardholder (CHARGE with recToken), once per reference', async () => {
    const { event } = await decidedOrder('charge');
    const token = event.card!.token;
    const reference = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const charge = (mode: 'charge' | 'hold', ref = reference, withToken = token) =>
      wayforpay().chargeToken!({ reference: ref, token: withToken, amountKop: 25_050, currency: 'UAH', description: 'Extras after the trip', mode, customerRef: '1', callbackUrl: `${app.origin}/api/payments/callback/wayforpay` });
    expect(await charge('charge')).toMatchObject({ reference, state: 'succeeded', amountKop: 25_050, currency: 'UAH', card: { token } });
    const sent = fake.requests.filter((request) => request.type === 'CHARGE').at(-1)!.body;
    expect(sent).toContain('"amount":250.5,');
    expect(sent).not.toMatch(/cardCvv|"card"/);
    expect(await charge('charge')).toMatchObject({ state: 'succeeded', amountKop: 25_050 });
    expect([...fake.orders.values()].filter((order) => order.reference === reference)).toHaveLength(1);
    const held = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    expect(await charge('hold', held)).toMatchObject({ state: 'held', heldKop: 25_050 });
    const unknown = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    expect(await charge('charge', unknown, 'a-token-nobody-issued')).toMatchObject({ state: 'failed', failureCode: 'wayforpay_1116' });
  });

  it('registers an owner’s card on the Verify page and pays out to it (P2P_CREDIT with rec2Token), once per reference', async () => {
    const reference = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const checkout = await wayforpay().verifyCard!({ reference, purpose: 'payout', locale: 'uk', customerRef: '2', returnUrl: `${app.origin}/cabinet/payments`, callbackUrl: `${app.origin}/api/payments/callback/wayforpay`, expiresAt: new Date(Date.now() + 30 * 60_000) });
    if (checkout.kind !== 'form') throw new Error('not a form');
    expect(checkout.action).toBe(fake.verifyUrl);
    expect(checkout.fields).toMatchObject({ amount: '0', currency: 'UAH', paymentSystem: 'lookupCard', orderReference: reference });
    expect((await fake.submitForm(checkout.action, Object.entries(checkout.fields))).status).toBe(200);
    fake.decideOnly(reference, 'approve');
    const verified = await wayforpay().parseCallback(fake.callbackBody(reference), new Headers());
    expect(verified).toMatchObject({ reference, outcome: 'verified', amountKop: 0, card: { panMasked: '44****1111' } });

    const payoutRef = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const payout = (token = verified.card!.token, ref = payoutRef) => wayforpay().payout!({ reference: ref, token, amountKop: 119_000, currency: 'UAH', description: 'Payout' });
    expect(await payout()).toMatchObject({ state: 'succeeded', failureCode: null });
    expect(fake.orders.get(payoutRef)).toMatchObject({ kind: 'p2p', amountKop: 119_000, status: 'Approved' });
    expect(await payout()).toMatchObject({ state: 'succeeded', data: { repeated: true } });
    expect([...fake.orders.values()].filter((order) => order.kind === 'p2p' && order.reference === payoutRef)).toHaveLength(1);
    const other = `kp-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
    expect(await payout('a-token-nobody-issued', other)).toMatchObject({ state: 'failed', failureCode: 'wayforpay_1116' });
  });

  it('trusts no answer it cannot verify: another key’s signature, a refusal of our signature, an outage', async () => {
    const { reference } = await decidedOrder('charge');
    fake.state.answerSecret = 'not our key';
    await expect(wayforpay().orderStatus(reference)).rejects.toThrow(WayforpayApiError);
    await expect(wayforpay().capture!({ reference, operationReference: 'kc-x', amountKop: 1, currency: 'UAH' })).rejects.toThrow(/signature does not verify/);
    fake.state.answerSecret = null;
    process.env.WAYFORPAY_SECRET_KEY = 'a key WayForPay does not know';
    try {
      await expect(wayforpay().orderStatus(reference)).rejects.toThrow(/refused CHECK_STATUS .*1113/);
    } finally {
      process.env.WAYFORPAY_SECRET_KEY = KEY;
    }
    fake.state.failNext = 503;
    await expect(wayforpay().orderStatus(reference)).rejects.toThrow(/HTTP 503/);
    expect(await wayforpay().orderStatus(reference)).toMatchObject({ state: 'succeeded' });
  });
});
