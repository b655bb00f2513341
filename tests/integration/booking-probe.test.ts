import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as sandboxConfirmRoute } from '@/app/api/payments/sandbox/confirm/route';
import { POST as sandboxPayRoute } from '@/app/api/payments/sandbox/pay/route';
import { POST as cancelCall } from '@/app/api/profile/booking/cancel/route';
import { POST as answerChangeCall } from '@/app/api/profile/booking/change/answer/route';
import { POST as proposeCall } from '@/app/api/profile/booking/change/propose/route';
import { POST as confirmCall } from '@/app/api/profile/booking/confirm/route';
import { POST as uploadCall } from '@/app/api/profile/booking/contract/upload/route';
import { POST as verifyCall } from '@/app/api/profile/booking/contract/verify/route';
import { POST as createCall } from '@/app/api/profile/booking/create/route';
import { GET as documentCall } from '@/app/api/profile/booking/document/[id]/route';
import { GET as signedCall } from '@/app/api/profile/booking/document/[id]/signed/route';
import { POST as editCall } from '@/app/api/profile/booking/edit/route';
import { POST as endTripCall } from '@/app/api/profile/booking/end-trip/route';
import { POST as getCall } from '@/app/api/profile/booking/get/route';
import { POST as handOverCall } from '@/app/api/profile/booking/hand-over/route';
import { POST as listCall } from '@/app/api/profile/booking/list/route';
import { POST as mileageCall } from '@/app/api/profile/booking/mileage/route';
import { POST as payExtrasCall } from '@/app/api/profile/booking/pay-extras/route';
import { collectExtras } from '@/lib/server/payments/deposits/collect-extras';
import { POST as payCall } from '@/app/api/profile/booking/pay/route';
import { POST as rejectCall } from '@/app/api/profile/booking/reject/route';
import { POST as reviewCall } from '@/app/api/profile/booking/review/route';
import { POST as reviewedStatusCall } from '@/app/api/profile/booking/reviewed-status/route';
import { POST as blockCall } from '@/app/api/profile/car/availability/block/route';
import { POST as unblockCall } from '@/app/api/profile/car/availability/unblock/route';
import { POST as deleteCarCall } from '@/app/api/profile/car/delete/route';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import type { TBookingView } from '@/lib/bookings/contracts';
import { BOOKING_STATUS, type BookingStatus } from '@/lib/bookings/status';
import type { BookingAction } from '@/lib/bookings/transitions';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { BOOKING_JOB } from '@/lib/server/bookings/booking-jobs';
import { cancelUnpaid, expireRequest, remindBooking } from '@/lib/server/bookings/run-booking-jobs';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookingEvents, bookings, carPeriods, cars, jobs, outbox, paymentRefunds, payments, reviews, users } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { appJobs } from '@/lib/server/jobs/app-jobs';
import { REMOVE_FILES_JOB, SANDBOX_CALLBACK_JOB } from '@/lib/server/jobs/job-names';
import { runDueJobs } from '@/lib/server/jobs/run-due-jobs';
import { paymentJobs } from '@/lib/server/payments/payment-jobs';
import { runRefund } from '@/lib/server/payments/run-refund';
import { sandboxCallbackBody } from '@/lib/server/payments/sandbox/deliver-callback';
import { findSandboxOrder } from '@/lib/server/payments/sandbox/orders';
import { sandboxSecret } from '@/lib/server/payments/sandbox/secret';
import { signSandboxBody } from '@/lib/server/payments/sandbox/signature';
import { settlePayment } from '@/lib/server/payments/settle-payment';
import { api } from '@/tests/support/accounts';
import { asUser, createApprovedRenter, kyiv } from '@/tests/support/bookings';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createVerifiedOwner } from '@/tests/support/cars';
import { createListedCar, createTestCity } from '@/tests/support/catalog';
import { createSignedInUser, unique } from '@/tests/support/factories';
import { startAppServer } from '@/tests/support/payments';

/**
 * An outside review of issue 12 (bookings and the sandbox payments), written as probes: each test
 * asserts the behaviour the product should have, so a probe that found a hole fails until the hole
 * is fixed. Tests named `[HOLE] …` failed when they were written (the reviewer's report has the
 * reproduction and severity); the others passed and stay as regression tests.
 *
 * Every call goes through the real route handlers in-process against this file's own database, with
 * the sandbox acquirer calling back over HTTP into an in-process server (APP_URL points at it).
 */

// Tuesday 1 December 2026, 10:00 in Kyiv; the standard booking runs 10–12 December, 10:00.
const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
const START = '2026-12-10T10:00';
const END = '2026-12-12T10:00';
const LATER = { start: kyiv('2026-12-20T10:00'), end: kyiv('2026-12-22T10:00') };
const at = (local: string) => vi.setSystemTime(kyivDateTimeToInstant(local));

const saved = { appUrl: process.env.APP_URL, provider: process.env.PAYMENTS_PROVIDER, secret: process.env.SANDBOX_ACQUIRER_SECRET };
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
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

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  app.state.down = false;
  vi.useRealTimers();
});

type View = { data: { booking: TBookingView } };
type Handler = (request: Request) => Promise<Response>;
type Party = Awaited<ReturnType<typeof createApprovedRenter>>;

async function ok(reply: Promise<{ status: number; json: unknown }>): Promise<TBookingView> {
  const res = await reply;
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as View).data.booking;
}

/** A listed car of a verified host (42 000 km, 1 000 ₴ a day, 200 km a day free, 5 ₴ per km over) and an approved renter. */
async function scene(overrides: Parameters<typeof createListedCar>[1] = {}) {
  const city = await createTestCity();
  const owner = await createVerifiedOwner();
  const car = await createListedCar(city.id, { ownerId: owner.user.id, mileage: 42_000, pricePerDayKop: 100_000, freeMileagePerDay: 200, pricePerKmKop: 500, ...overrides });
  const renter = await createApprovedRenter();
  return { car, owner, renter };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const requestBody = (carId: number, start = START, end = END, extra: Record<string, unknown> = {}) => ({ car_id: carId, start: kyiv(start), end: kyiv(end), accept_terms: true, ...extra });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function upload(token: string | null, bookingId: number, data: Buffer, type = 'application/pdf', name = 'signed.pdf') {
  const form = new FormData();
  form.set('booking_id', String(bookingId));
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return callRoute<View & ErrorBody>(uploadCall, { rawBody: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

function download(handler: typeof documentCall, token: string | null, id: string | number) {
  const request = new Request(`http://localhost:3000/api/profile/booking/document/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return handler(request, { params: Promise.resolve({ id: String(id) }) });
}

/** The acquirer reports the booking's open payment (as its verified callback would). */
async function acquirerSays(bookingId: number, purpose: 'rental' | 'extras', outcome: 'succeeded' | 'failed') {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, purpose), eq(payments.status, 'pending')));
  expect(payment, 'an open payment').toBeTruthy();
  await settlePayment(payment!.provider, { reference: payment!.providerRef, outcome, amountKop: payment!.amountKop, currency: 'UAH', failureCode: outcome === 'failed' ? 'declined' : null, data: {} });
  return payment!;
}

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' };
const refOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;
type SandboxAnswer = { data: { status: string; failure_code: string | null; return_url: string | null } } & ErrorBody;
const sandboxPay = (token: string, reference: string) => api<SandboxAnswer>(sandboxPayRoute, { ...CARD, reference }, { token });

/** The sandbox's callback for an order as it stands, signed with the installation's key (fields may be changed before signing). */
async function signedCallback(reference: string, change: Record<string, unknown> = {}) {
  const order = (await findSandboxOrder(reference))!;
  const body = JSON.stringify({ ...JSON.parse(sandboxCallbackBody(order)), ...change });
  return { body, signature: signSandboxBody(body, await sandboxSecret()) };
}
const postCallback = (body: string, headers: Record<string, string>) =>
  callRoute<ErrorBody & { status?: string }>(callbackRoute, { rawBody: body, headers: { 'content-type': 'application/json', ...headers }, path: '/api/payments/callback/sandbox' });

async function row(id: number) {
  const [found] = await (await getDb()).select().from(bookings).where(eq(bookings.id, id));
  return found!;
}
async function eventsOf(id: number) {
  return (await getDb()).select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(bookingEvents.id);
}
async function paymentsOf(id: number) {
  return (await getDb()).select().from(payments).where(eq(payments.bookingId, id)).orderBy(payments.id);
}
async function refundsOf(id: number) {
  return (await getDb())
    .select({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amountKop, reason: paymentRefunds.reason, status: paymentRefunds.status })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.bookingId, id))
    .orderBy(paymentRefunds.id);
}
async function mailsTo(...emails: string[]) {
  return (await getDb()).select().from(outbox).where(and(inArray(outbox.recipient, emails), eq(outbox.template, 'booking'))).orderBy(outbox.id);
}

/**
 * A booking walked through the real calls to `target`. Up to 8 it is 1 December, 10:00; the
 * handover and everything after it happen on 10 December at 09:00 (the car may be handed over from
 * two hours before the start). 12 and 14 have a fuel charge to pay; 11 and 13 have no extras.
 */
async function driveTo(target: BookingStatus, setup?: Scene) {
  const s = setup ?? (await scene());
  const id = (await ok(asUser(createCall, s.renter.token, requestBody(s.car.id)))).id;
  const R = s.renter.token;
  const O = s.owner.token;
  const step = (call: Handler, token: string, body: Record<string, unknown> = {}) => ok(asUser(call, token, { booking_id: id, ...body }));
  const done = async () => {
    expect((await row(id)).status, `walked to ${target}`).toBe(target);
    return { ...s, id };
  };
  if (target === BOOKING_STATUS.requested) return done();
  if (target === BOOKING_STATUS.rejected) return (await step(rejectCall, O, { reason: 'Автомобіль на ремонті' }), done());
  if (target === BOOKING_STATUS.cancelled) return (await step(cancelCall, R, { reason: 'Змінилися плани' }), done());
  // An instant booking is confirmed already.
  if ((await row(id)).status === BOOKING_STATUS.requested) await step(confirmCall, O);
  if (target === BOOKING_STATUS.confirmed) return done();
  if (target === BOOKING_STATUS.changeProposed) return (await step(proposeCall, R, LATER), done());
  await step(payCall, R);
  if (target === BOOKING_STATUS.paying) return done();
  if (target === BOOKING_STATUS.paymentFailed) return (await acquirerSays(id, 'rental', 'failed'), done());
  await acquirerSays(id, 'rental', 'succeeded');
  if (target === BOOKING_STATUS.paid) return done();
  await ok(upload(R, id, PDF));
  if (target === BOOKING_STATUS.contractCheck) return done();
  if (target === BOOKING_STATUS.contractDue) return (await step(verifyCall, O, { accept: false, reason: 'Немає підпису' }), done());
  await step(verifyCall, O, { accept: true });
  if (target === BOOKING_STATUS.tripAllowed) return done();
  at('2026-12-10T09:00');
  await step(handOverCall, O, { mileage: 42_500 });
  if (target === BOOKING_STATUS.startMileageCheck) return done();
  await step(mileageCall, R, { accept: true });
  if (target === BOOKING_STATUS.active) return done();
  const withExtras = target === BOOKING_STATUS.extrasDue || target === BOOKING_STATUS.extrasFailed;
  await step(endTripCall, O, { mileage: 42_900, ...(withExtras ? { fuel: 500 } : {}) });
  if (target === BOOKING_STATUS.endMileageCheck) return done();
  await step(mileageCall, R, { accept: true });
  // No deposit or saved card to take the extras from here: the collection leaves them to the renter's page.
  if (withExtras) await collectExtras(id);
  if (target === BOOKING_STATUS.extrasDue || target === BOOKING_STATUS.completed) return done();
  await step(payExtrasCall, R);
  await acquirerSays(id, 'extras', 'failed');
  return done();
}

/** Everything a refused step must leave as it was: the row, the log, the money, the mail, the jobs. */
async function snapshot(id: number, emails: string[]) {
  const db = await getDb();
  return {
    booking: await row(id),
    events: (await eventsOf(id)).length,
    payments: (await paymentsOf(id)).map((p) => `${p.id}:${p.purpose}:${p.status}`),
    refunds: (await refundsOf(id)).length,
    mails: (await mailsTo(...emails)).length,
    periods: await db.select().from(carPeriods).where(eq(carPeriods.bookingId, id)),
    jobs: (await db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(eq(jobs.key, `booking-${id}`))).map((j) => `${j.id}:${j.status}`).sort(),
  };
}

// ---------------------------------------------------------------------------------------------
// The state machine: every call, by every actor, in every status
// ---------------------------------------------------------------------------------------------

type Step = { name: string; action: (status: BookingStatus) => BookingAction | 'review'; send: (token: string, id: number) => Promise<{ status: number; json: unknown }> };
const call = (handler: Handler, body: Record<string, unknown> = {}) => (token: string, id: number) => asUser(handler, token, { booking_id: id, ...body });

const STEPS: Step[] = [
  { name: 'confirm', action: () => 'confirm', send: call(confirmCall) },
  { name: 'reject', action: () => 'reject', send: call(rejectCall, { reason: 'Не можу' }) },
  { name: 'cancel', action: () => 'cancel', send: call(cancelCall, { reason: 'Передумав' }) },
  { name: 'pay', action: () => 'pay', send: call(payCall) },
  { name: 'pay-extras', action: () => 'pay_extras', send: call(payExtrasCall) },
  { name: 'edit', action: () => 'edit_request', send: call(editCall, LATER) },
  { name: 'change/propose', action: () => 'propose_change', send: call(proposeCall, LATER) },
  { name: 'change/answer accept', action: () => 'accept_change', send: call(answerChangeCall, { accept: true }) },
  { name: 'change/answer decline', action: () => 'decline_change', send: call(answerChangeCall, { accept: false }) },
  { name: 'contract/upload', action: () => 'upload_contract', send: (token, id) => upload(token, id, PDF) },
  { name: 'contract/verify accept', action: () => 'accept_contract', send: call(verifyCall, { accept: true }) },
  { name: 'contract/verify reject', action: () => 'reject_contract', send: call(verifyCall, { accept: false, reason: 'Не той файл' }) },
  { name: 'hand-over', action: () => 'hand_over', send: call(handOverCall, { mileage: 50_000 }) },
  { name: 'mileage accept', action: (s) => (s === BOOKING_STATUS.endMileageCheck ? 'confirm_end_mileage' : 'confirm_start_mileage'), send: call(mileageCall, { accept: true }) },
  { name: 'mileage dispute', action: (s) => (s === BOOKING_STATUS.endMileageCheck ? 'dispute_end_mileage' : 'dispute_start_mileage'), send: call(mileageCall, { accept: false, reason: 'Інший пробіг' }) },
  { name: 'end-trip', action: () => 'end_trip', send: call(endTripCall, { mileage: 60_000 }) },
  { name: 'review', action: () => 'review', send: call(reviewCall, { rating: 5 }) },
];

const ALL: BookingStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];

type MatrixResult = { changed: string[]; codes: string[]; privacy: string[]; calls: number };
let matrix: Promise<MatrixResult> | null = null;

/**
 * Every step that the booking's `actions` (or `review.can_review`) does not offer, taken by the
 * renter, the owner and an operator on a booking in each of the 17 statuses: `changed` lists the
 * ones that were not refused or that changed anything, `codes` the refusals that did not say
 * booking_action_unavailable. A 200 counts as a refusal only as the documented replay (the same
 * person repeating the step that brought the booking here) and only when nothing changed.
 */
function runMatrix(): Promise<MatrixResult> {
  matrix ??= (async () => {
    const result: MatrixResult = { changed: [], codes: [], privacy: [], calls: 0 };
    const operator = await createSignedInUser({ isStaff: true });
    for (const status of ALL) {
      vi.setSystemTime(NOW);
      const b = await driveTo(status);
      const emails = [b.renter.user.email, b.owner.user.email];
      const actors: [string, string][] = [['renter', b.renter.token], ['owner', b.owner.token], ['operator', operator.token]];
      for (const [role, token] of actors) {
        const view = await ok(asUser(getCall, token, { booking_id: b.id }));
        if (role === 'renter' && view.owner_share !== null) result.privacy.push(`${status}: the renter sees the owner's share`);
        for (const step of STEPS) {
          const action = step.action(status);
          const allowed = action === 'review' ? view.review.can_review : view.actions.includes(action);
          if (allowed) continue;
          const before = await snapshot(b.id, emails);
          const lastEvent = (await eventsOf(b.id)).at(-1)!;
          const res = await step.send(token, b.id);
          result.calls += 1;
          const after = await snapshot(b.id, emails);
          const label = `status ${status}, ${role}, ${step.name}`;
          const replay = res.status === 200 && lastEvent.action === action && lastEvent.actor === role;
          if ((res.status !== 200 || !replay) && !(res.status >= 400 && res.status < 500)) result.changed.push(`${label}: answered ${res.status} ${JSON.stringify(res.json).slice(0, 120)}`);
          try {
            expect(after).toEqual(before);
          } catch {
            result.changed.push(`${label}: changed the booking, its log, money, mail or jobs`);
          }
          const code = (res.json as ErrorBody).error?.code;
          if (res.status >= 400 && code !== 'booking_action_unavailable') result.codes.push(`${label}: ${res.status} ${code}`);
        }
      }
    }
    return result;
  })();
  return matrix;
}

describe('the state machine, called the wrong way', () => {
  it('refuses every step the table does not give this actor now, in all 17 statuses, and changes nothing', { timeout: 600_000 }, async () => {
    const { changed, calls } = await runMatrix();
    expect(calls).toBeGreaterThan(500);
    expect(changed, changed.join('\n')).toEqual([]);
  });

  it('never shows the renter the owner’s share, in any status', { timeout: 600_000 }, async () => {
    expect((await runMatrix()).privacy).toEqual([]);
  });

  it('[HOLE] names the refusal booking_action_unavailable (409), not another step’s deadline or input error', { timeout: 600_000 }, async () => {
    const { codes } = await runMatrix();
    expect(codes, codes.join('\n')).toEqual([]);
  });

  it('[HOLE] a party asking for a step that is not theirs hears so before their input is judged', async () => {
    const b = await driveTo(BOOKING_STATUS.requested);
    // The owner "edits" the renter's request into the past: the answer should be that editing is not theirs.
    const edit = await asUser(editCall, b.owner.token, { booking_id: b.id, start: kyiv('2026-11-20T10:00'), end: kyiv('2026-11-22T10:00') });
    const paid = await driveTo(BOOKING_STATUS.contractCheck);
    // The renter "sends back" their own signed copy without a reason.
    const verify = await asUser(verifyCall, paid.renter.token, { booking_id: paid.id, accept: false });
    expect([edit.json.error?.code, verify.json.error?.code]).toEqual(['booking_action_unavailable', 'booking_action_unavailable']);
  });
});

// ---------------------------------------------------------------------------------------------
// Authorization: strangers, companies, visitors, deleted accounts
// ---------------------------------------------------------------------------------------------

describe('people who are not party to the booking', () => {
  const JSON_CALLS: [string, Handler, Record<string, unknown>][] = [
    ['get', getCall, {}],
    ['confirm', confirmCall, {}],
    ['reject', rejectCall, { reason: 'Не можу' }],
    ['cancel', cancelCall, { reason: 'Хочу скасувати' }],
    ['pay', payCall, {}],
    ['pay-extras', payExtrasCall, {}],
    ['edit', editCall, LATER],
    ['change/propose', proposeCall, LATER],
    ['change/answer', answerChangeCall, { accept: true }],
    ['contract/verify', verifyCall, { accept: true }],
    ['hand-over', handOverCall, { mileage: 50_000 }],
    ['mileage', mileageCall, { accept: true }],
    ['end-trip', endTripCall, { mileage: 60_000 }],
    ['review', reviewCall, { rating: 1, comment: 'Жах' }],
    ['reviewed-status', reviewedStatusCall, { force: true }],
  ];

  async function probeAll(token: string | null, id: number) {
    const answers: string[] = [];
    for (const [name, handler, body] of JSON_CALLS) {
      const res = await asUser(handler, token, { booking_id: id, ...body });
      answers.push(`${name} ${res.status} ${res.json.error?.code ?? 'ok'}`);
    }
    const up = await upload(token, id, PDF);
    answers.push(`contract/upload ${up.status} ${up.json.error?.code ?? 'ok'}`);
    answers.push(`document ${(await download(documentCall, token, id)).status}`);
    answers.push(`document/signed ${(await download(signedCall, token, id)).status}`);
    return answers;
  }

  const expected = (status: number, code: string) => [
    ...JSON_CALLS.map(([name]) => `${name} ${status} ${code}`),
    `contract/upload ${status} ${code}`,
    'document 404',
    'document/signed 404',
  ];

  it('a stranger, a company, another host and a visitor get nothing, at any stage, and change nothing', { timeout: 120_000 }, async () => {
    const stranger = await createApprovedRenter();
    const company = await createSignedInUser({ role: ROLE.legal, legalVerification: LEGAL_VERIFICATION.verified });
    const otherHost = await createVerifiedOwner();
    for (const status of [BOOKING_STATUS.requested, BOOKING_STATUS.paid, BOOKING_STATUS.contractCheck, BOOKING_STATUS.completed] as BookingStatus[]) {
      vi.setSystemTime(NOW);
      const b = await driveTo(status);
      const before = await snapshot(b.id, [b.renter.user.email, b.owner.user.email]);
      for (const person of [stranger, company, otherHost]) expect(await probeAll(person.token, b.id)).toEqual(expected(404, 'not_found'));
      expect(await probeAll(null, b.id)).toEqual(expected(401, 'unauthorized'));
      expect(await snapshot(b.id, [b.renter.user.email, b.owner.user.email])).toEqual(before);
    }
  });

  it('a deleted party’s old token opens nothing any more', async () => {
    const b = await driveTo(BOOKING_STATUS.contractCheck);
    const db = await getDb();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.renter.user.id));
    expect(await probeAll(b.renter.token, b.id)).toEqual(expected(401, 'unauthorized'));
  });

  it('only the renter may pay: the car’s owner, an operator and a stranger get a 404 from the sandbox page and its API', async () => {
    const b = await driveTo(BOOKING_STATUS.paying);
    const [payment] = await paymentsOf(b.id);
    const reference = payment!.providerRef;
    const operator = await createSignedInUser({ isStaff: true });
    for (const person of [b.owner, operator, await createApprovedRenter()]) {
      const paid = await sandboxPay(person.token, reference);
      expect([paid.status, paid.json.error?.code]).toEqual([404, 'not_found']);
      const code = await api<SandboxAnswer>(sandboxConfirmRoute, { reference, code: '123456' }, { token: person.token });
      expect([code.status, code.json.error?.code]).toEqual([404, 'not_found']);
    }
    expect((await findSandboxOrder(reference))!.status).toBe('created');
  });
});

// ---------------------------------------------------------------------------------------------
// The acquirer's callback
// ---------------------------------------------------------------------------------------------

describe('the payment callback', () => {
  it('answers a signed body that is not a callback with a 400 and an unsigned or mis-signed one with a 403, never a 500', async () => {
    const b = await driveTo(BOOKING_STATUS.paying);
    const [payment] = await paymentsOf(b.id);
    const key = await sandboxSecret();
    const base = JSON.parse(sandboxCallbackBody((await findSandboxOrder(payment!.providerRef))!)) as Record<string, unknown>;
    const junk = ['[]', 'null', '"x"', '{}', JSON.stringify({ ...base, status: 'refunded' }), JSON.stringify({ ...base, amount_kop: -1 }), JSON.stringify({ ...base, amount_kop: 1e20 }), JSON.stringify({ ...base, reference: 7 })];
    for (const body of junk) {
      const res = await postCallback(body, { 'x-sandbox-signature': signSandboxBody(body, key) });
      expect([body.slice(0, 40), res.status]).toEqual([body.slice(0, 40), 400]);
    }
    const genuine = JSON.stringify({ ...base, status: 'succeeded' });
    const signature = signSandboxBody(genuine, key);
    for (const header of ['', signature.toUpperCase().slice(0, 63), `sha256=${signature}`, 'zz'.repeat(32), signature.repeat(100)]) {
      const res = await postCallback(genuine, { 'x-sandbox-signature': header });
      expect([header.slice(0, 12), res.status]).toEqual([header.slice(0, 12), 403]);
    }
    expect((await paymentsOf(b.id))[0]).toMatchObject({ status: 'pending' });
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.paying);
  });
});

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

describe('money', () => {
  it('a triple click on Pay opens one payment page, records one step and one order at the acquirer', async () => {
    const b = await driveTo(BOOKING_STATUS.confirmed);
    const replies = await Promise.all([0, 1, 2].map(() => asUser<View & { data: { redirect_url: string } }>(payCall, b.renter.token, { booking_id: b.id })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.json.data.redirect_url)).size).toBe(1);
    expect((await paymentsOf(b.id)).map((p) => p.status)).toEqual(['pending']);
    expect((await eventsOf(b.id)).filter((e) => e.action === 'pay')).toHaveLength(1);
  });

  it('cancelling while Pay is pressed ends cancelled, with no page left that takes a card', async () => {
    const b = await driveTo(BOOKING_STATUS.confirmed);
    const [paid, cancelled] = await Promise.all([
      asUser<View & { data: { redirect_url: string } }>(payCall, b.renter.token, { booking_id: b.id }),
      asUser(cancelCall, b.owner.token, { booking_id: b.id, reason: 'Автомобіль зламався' }),
    ]);
    expect(cancelled.status).toBe(200);
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.cancelled);
    expect((await paymentsOf(b.id)).filter((p) => p.status === 'pending')).toEqual([]);
    if (paid.status === 200) {
      const res = await sandboxPay(b.renter.token, refOf(paid.json.data.redirect_url));
      expect([res.status, res.json.error?.code]).toEqual([409, 'payment_cancelled']);
    } else {
      expect(paid.json.error.code).toBe('booking_action_unavailable');
    }
  });

  it('money taken on the payment page of a booking cancelled before the callback arrived goes back whole, once', async () => {
    const b = await driveTo(BOOKING_STATUS.paying);
    const [payment] = await paymentsOf(b.id);
    app.state.down = true;
    expect((await sandboxPay(b.renter.token, payment!.providerRef)).json.data.status).toBe('succeeded');
    await ok(asUser(cancelCall, b.renter.token, { booking_id: b.id, reason: 'Знайшов інше авто' }));
    app.state.down = false;
    // The sandbox's retry delivers the callback; the same callback then arrives once more.
    await runDueJobs(paymentJobs.filter((job) => job.name === SANDBOX_CALLBACK_JOB), { now: new Date(Date.now() + 3_600_000) });
    const { body, signature } = await signedCallback(payment!.providerRef);
    expect((await postCallback(body, { 'x-sandbox-signature': signature })).status).toBe(200);
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.cancelled);
    const refunds = await refundsOf(b.id);
    expect(refunds).toMatchObject([{ paymentId: payment!.id, amount: payment!.amountKop, status: 'pending' }]);
    await runRefund(refunds[0]!.id);
    expect((await findSandboxOrder(payment!.providerRef))!.refundedKop).toBe(payment!.amountKop);
  });

  it('the renter cancelling while the acquirer’s success callback arrives: cancelled, with exactly one full refund', async () => {
    const b = await driveTo(BOOKING_STATUS.paying);
    const [payment] = await paymentsOf(b.id);
    app.state.down = true;
    await sandboxPay(b.renter.token, payment!.providerRef);
    app.state.down = false;
    const { body, signature } = await signedCallback(payment!.providerRef);
    const [cancelled, called] = await Promise.all([
      asUser(cancelCall, b.renter.token, { booking_id: b.id, reason: 'Знайшов інше авто' }),
      postCallback(body, { 'x-sandbox-signature': signature }),
    ]);
    expect([cancelled.status, called.status]).toEqual([200, 200]);
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.cancelled);
    expect((await refundsOf(b.id)).map((r) => r.amount)).toEqual([payment!.amountKop]);
  });

  /** An instant booking paid ten minutes before its pay deadline; the acquirer's callback is held up. */
  async function paidJustBeforeTheDeadline() {
    const b = await driveTo(BOOKING_STATUS.confirmed, await scene({ instantBooking: true }));
    const payBy = (await row(b.id)).payBy!;
    vi.setSystemTime(new Date(payBy.getTime() - 10 * 60_000));
    const opened = await asUser<View & { data: { redirect_url: string } }>(payCall, b.renter.token, { booking_id: b.id });
    app.state.down = true;
    expect((await sandboxPay(b.renter.token, refOf(opened.json.data.redirect_url))).json.data.status).toBe('succeeded');
    // The deadline comes; only the bookings' own jobs are due.
    vi.setSystemTime(payBy);
    await runDueJobs(appJobs.filter((job) => job.name === BOOKING_JOB.cancelUnpaid), { now: payBy });
    return { ...b, reference: refOf(opened.json.data.redirect_url) };
  }

  it('[HOLE] a booking the acquirer was paid for before the pay deadline is not cancelled as unpaid because the callback was late', async () => {
    const b = await paidJustBeforeTheDeadline();
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.paid);
  });

  it('a payment that lands after the unpaid booking was cancelled is refunded whole, once', async () => {
    const b = await paidJustBeforeTheDeadline();
    app.state.down = false;
    for (let i = 0; i < 2; i += 1) {
      const { body, signature } = await signedCallback(b.reference);
      expect((await postCallback(body, { 'x-sandbox-signature': signature })).status).toBe(200);
    }
    const booking = await row(b.id);
    const refunds = await refundsOf(b.id);
    if (booking.status === BOOKING_STATUS.cancelled) expect(refunds.map((r) => r.amount)).toEqual([booking.totalKop]);
    else expect([booking.status, refunds]).toEqual([BOOKING_STATUS.paid, []]);
  });

  it('a late cancellation keeps the first day once; repeating it or cancelling from the other side refunds nothing more', async () => {
    const s = await scene({ instantBooking: true });
    const booking = await ok(asUser(createCall, s.renter.token, requestBody(s.car.id, '2026-12-02T09:00', '2026-12-05T09:00')));
    await ok(asUser(payCall, s.renter.token, { booking_id: booking.id }));
    await acquirerSays(booking.id, 'rental', 'succeeded');
    const body = { booking_id: booking.id, reason: 'Захворів' };
    const first = await asUser<View & { data: { cancellation: unknown } }>(cancelCall, s.renter.token, body);
    expect(first.json.data.cancellation).toEqual({ free: false, fee: 100_000, refund: 200_000 });
    expect((await asUser(cancelCall, s.renter.token, body)).status).toBe(200);
    expect((await asUser(cancelCall, s.owner.token, { ...body, reason: 'Теж скасовую' })).json.error.code).toBe('booking_action_unavailable');
    const operator = await createSignedInUser({ isStaff: true });
    expect((await asUser(cancelCall, operator.token, { ...body, reason: 'Оператор' })).json.error.code).toBe('booking_action_unavailable');
    expect((await refundsOf(booking.id)).map((r) => r.amount)).toEqual([200_000]);
    expect(await row(booking.id)).toMatchObject({ status: 4, paidKop: 300_000, refundedKop: 200_000, feeKop: 100_000 });
  });

  it('the renter and the owner cancelling a paid booking at once refund it once', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    const replies = await Promise.all([
      asUser(cancelCall, b.renter.token, { booking_id: b.id, reason: 'Змінилися плани' }),
      asUser(cancelCall, b.owner.token, { booking_id: b.id, reason: 'Автомобіль зламався' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refunds = await refundsOf(b.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe((await row(b.id)).totalKop);
  });

  it('a trip without extras completes at once, and there is nothing to pay after it', async () => {
    const b = await driveTo(BOOKING_STATUS.completed);
    const res = await asUser(payExtrasCall, b.renter.token, { booking_id: b.id });
    expect([res.status, res.json.error?.code]).toEqual([409, 'booking_action_unavailable']);
    expect((await paymentsOf(b.id)).filter((p) => p.purpose === 'extras')).toEqual([]);
    expect((await row(b.id)).extrasKop).toBe(0);
  });

  it('refuses odd fuel charges and mileages with a 422, and leaves the trip as it was', async () => {
    const b = await driveTo(BOOKING_STATUS.active);
    const before = await row(b.id);
    for (const input of [{ fuel: -1 }, { fuel: 100_001 }, { fuel: 1.5 }, { fuel: '500' }, { fuel: 1e30 }, { mileage: -5 }, { mileage: 2_000_001 }, { mileage: 42_900.5 }, { mileage: 2 ** 31 }]) {
      const res = await asUser(endTripCall, b.owner.token, { booking_id: b.id, mileage: 42_900, ...input });
      expect([JSON.stringify(input), res.status]).toEqual([JSON.stringify(input), 422]);
    }
    const low = await asUser(endTripCall, b.owner.token, { booking_id: b.id, mileage: 42_499 });
    expect(low.json.error.fields).toHaveProperty('mileage');
    expect(await row(b.id)).toEqual(before);
  });

  it('[HOLE] accepting a change charges the price the proposal showed, not a price the owner raised meanwhile', async () => {
    const b = await driveTo(BOOKING_STATUS.confirmed);
    const proposed = await ok(asUser(proposeCall, b.owner.token, { booking_id: b.id, ...LATER }));
    expect(proposed.change).toMatchObject({ by: 'owner', total: 200_000 });
    // The owner raises the day price tenfold, then the renter accepts what they were shown.
    await (await getDb()).update(cars).set({ pricePerDayKop: 1_000_000 }).where(eq(cars.id, b.car.id));
    const res = await asUser(answerChangeCall, b.renter.token, { booking_id: b.id, accept: true });
    if (res.status === 200) expect(res.json.data.booking.total).toBe(200_000);
    else expect(await row(b.id)).toMatchObject({ status: BOOKING_STATUS.changeProposed, totalKop: 200_000 });
  });

  it('a change cannot be accepted once someone else has booked its new hours (125), and the booking stays as it was', async () => {
    const b = await driveTo(BOOKING_STATUS.changeProposed);
    const other = await createApprovedRenter();
    await ok(asUser(createCall, other.token, requestBody(b.car.id, '2026-12-21T10:00', '2026-12-23T10:00')));
    const before = await snapshot(b.id, [b.renter.user.email, b.owner.user.email]);
    const res = await asUser(answerChangeCall, b.owner.token, { booking_id: b.id, accept: true });
    expect([res.status, res.json.error?.code]).toEqual([409, '125']);
    expect(await snapshot(b.id, [b.renter.user.email, b.owner.user.email])).toEqual(before);
  });

  it('a request cannot be edited into the past, nor a change proposed there', async () => {
    const b = await driveTo(BOOKING_STATUS.requested);
    const past = { start: kyiv('2026-11-28T10:00'), end: kyiv('2026-11-30T10:00') };
    const edit = await asUser(editCall, b.renter.token, { booking_id: b.id, ...past });
    expect([edit.status, edit.json.error?.code]).toEqual([422, 'booking_in_past']);
    const c = await driveTo(BOOKING_STATUS.confirmed);
    const propose = await asUser(proposeCall, c.owner.token, { booking_id: c.id, ...past });
    expect([propose.status, propose.json.error?.code]).toEqual([422, 'booking_in_past']);
    expect((await row(b.id)).startAt.toISOString()).toBe(kyiv(START));
  });
});

// ---------------------------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------------------------

describe('availability', () => {
  it('one renter asking twice at once for the same car gets one booking and already_booked', async () => {
    const s = await scene();
    const replies = await Promise.all([
      asUser(createCall, s.renter.token, requestBody(s.car.id, '2026-12-10T10:00', '2026-12-12T10:00')),
      asUser(createCall, s.renter.token, requestBody(s.car.id, '2026-12-15T10:00', '2026-12-17T10:00')),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.json.error.code).toBe('already_booked');
  });

  it('the owner’s block and a request racing for the same hours: exactly one holds them, the other hears 125', async () => {
    const s = await scene();
    const [blocked, requested] = await Promise.all([
      asUser(blockCall, s.owner.token, { car_id: s.car.id, start: '2026-12-11T10:00', end: '2026-12-11T18:00' }),
      asUser(createCall, s.renter.token, requestBody(s.car.id)),
    ]);
    expect([blocked.status, requested.status].sort()).toEqual([200, 409]);
    expect([blocked, requested].find((r) => r.status === 409)!.json.error.code).toBe('125');
    const holding = await (await getDb()).select().from(carPeriods).where(and(eq(carPeriods.carId, s.car.id), eq(carPeriods.holds, true)));
    expect(holding).toHaveLength(1);
  });

  it('a change accepted and a new request racing for the same new hours: exactly one holds them', async () => {
    const b = await driveTo(BOOKING_STATUS.changeProposed);
    const other = await createApprovedRenter();
    const [accepted, requested] = await Promise.all([
      asUser(answerChangeCall, b.owner.token, { booking_id: b.id, accept: true }),
      asUser(createCall, other.token, requestBody(b.car.id, '2026-12-21T10:00', '2026-12-23T10:00')),
    ]);
    expect([accepted.status, requested.status].sort()).toEqual([200, 409]);
    expect([accepted, requested].find((r) => r.status === 409)!.json.error.code).toBe('125');
    // When the new request wins, the booking keeps its old hours (a second, separate holding);
    // what must never happen is two holdings over the contested hours.
    const contested = await (await getDb()).select().from(carPeriods).where(
      and(eq(carPeriods.carId, b.car.id), eq(carPeriods.holds, true), sql`${carPeriods.period} && tstzrange('2026-12-21T08:00Z', '2026-12-23T08:00Z')`),
    );
    expect(contested).toHaveLength(1);
    expect(contested[0]?.bookingId).toBe(accepted.status === 200 ? b.id : (requested.json as View).data.booking.id);
  });

  it('the owner cannot unblock a booking’s hours as if they were a block', async () => {
    const b = await driveTo(BOOKING_STATUS.confirmed);
    const [held] = await (await getDb()).select().from(carPeriods).where(eq(carPeriods.bookingId, b.id));
    const res = await asUser(unblockCall, b.owner.token, { car_id: b.car.id, period_id: held!.id });
    expect(res.status).toBe(404);
    const other = await createApprovedRenter();
    expect((await asUser(createCall, other.token, requestBody(b.car.id))).json.error?.code).toBe('125');
  });

  it('[HOLE] a car an open, paid booking holds cannot simply be deleted (its VIN and plate would be free to list and book again)', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    const res = await asUser<{ data: { deleted: true } }>(deleteCarCall, b.owner.token, { car_id: b.car.id });
    const booking = await row(b.id);
    // Either the deletion is refused, or the booking goes with the car and the renter is refunded.
    if (res.status === 200) expect([booking.status, (await refundsOf(b.id)).length]).toEqual([BOOKING_STATUS.cancelled, 1]);
    else expect([res.status, booking.status]).toEqual([409, BOOKING_STATUS.paid]);
  });

  it('a block ending exactly at a booking’s start does not stand in its way', async () => {
    const s = await scene();
    expect((await asUser(blockCall, s.owner.token, { car_id: s.car.id, start: '2026-12-09T10:00', end: '2026-12-10T10:00' })).status).toBe(200);
    await ok(asUser(createCall, s.renter.token, requestBody(s.car.id)));
  });

  it('three days across the autumn clock change cost three days, not three days and an hour', async () => {
    at('2026-10-01T10:00');
    const s = await scene();
    const booking = await ok(asUser(createCall, s.renter.token, requestBody(s.car.id, '2026-10-24T10:00', '2026-10-27T10:00')));
    expect(booking).toMatchObject({ total: 300_000, start: { local: '2026-10-24T10:00' }, end: { local: '2026-10-27T10:00' } });
    expect(new Date(booking.end.at).getTime() - new Date(booking.start.at).getTime()).toBe(73 * 3_600_000);
  });

  it('three days across the spring clock change cost three days too', async () => {
    at('2027-03-01T10:00');
    const s = await scene();
    const booking = await ok(asUser(createCall, s.renter.token, requestBody(s.car.id, '2027-03-27T10:00', '2027-03-30T10:00')));
    expect(booking).toMatchObject({ total: 300_000, end: { local: '2027-03-30T10:00' } });
  });

  it('takes a period with an odd offset for the instant it names, and refuses seconds, reversed and ten-year periods with a 422', async () => {
    const s = await scene();
    const odd = await ok(asUser(createCall, s.renter.token, { car_id: s.car.id, start: '2026-12-10T13:45+05:45', end: '2026-12-12T13:45+05:45', accept_terms: true }));
    expect(odd).toMatchObject({ start: { at: '2026-12-10T08:00:00.000Z', local: '2026-12-10T10:00' } });
    const other = await scene();
    for (const [start, end] of [
      ['2026-12-10T10:00:30+02:00', '2026-12-12T10:00:00+02:00'],
      ['2026-12-12T10:00:00+02:00', '2026-12-10T10:00:00+02:00'],
      ['2026-12-10T10:00:00+02:00', '2026-12-10T10:00:00+02:00'],
      ['2026-12-10T10:00:00+02:00', '2036-12-10T10:00:00+02:00'],
      ['2026-12-10T10:00:00+99:99', '2026-12-12T10:00:00+02:00'],
      ['2026-02-30T10:00:00+02:00', '2026-12-12T10:00:00+02:00'],
    ]) {
      const res = await asUser(createCall, other.renter.token, { car_id: other.car.id, start, end, accept_terms: true });
      expect([start, end, res.status]).toEqual([start, end, 422]);
    }
  });

  it('[HOLE] a request starting this very minute is not taken when the owner could never answer it', async () => {
    const s = await scene({ minNoticeHours: 0 });
    const res = await asUser(createCall, s.renter.token, { car_id: s.car.id, start: NOW.toISOString(), end: kyiv('2026-12-03T10:00'), accept_terms: true });
    if (res.status === 200) expect(new Date(res.json.data.booking.deadlines.answer_by!.at).getTime()).toBeGreaterThan(NOW.getTime());
    else expect(res.status).toBeLessThan(500);
  });
});

// ---------------------------------------------------------------------------------------------
// Input and the documents
// ---------------------------------------------------------------------------------------------

describe('odd input and the documents', () => {
  it('answers junk ids, statuses, pages, extra keys and oversized text with a localized 422', async () => {
    const b = await driveTo(BOOKING_STATUS.requested);
    const cases: [Handler, Record<string, unknown>][] = [
      [getCall, { booking_id: 2 ** 31 }],
      [getCall, { booking_id: 1.5 }],
      [getCall, { booking_id: String(b.id) }],
      [getCall, { booking_id: [b.id] }],
      [getCall, { booking_id: { id: b.id } }],
      [getCall, { booking_id: b.id, admin: true }],
      [listCall, { as: 'renter', status: [0, 18] }],
      [listCall, { as: 'renter', page: 0 }],
      [listCall, { as: 'renter', page: 10_001 }],
      [listCall, { as: 'everyone' }],
      [cancelCall, { booking_id: b.id, reason: 'x'.repeat(10_000) }],
      [cancelCall, { booking_id: b.id, reason: '   ' }],
      [editCall, { booking_id: b.id, ...LATER, message: 'м'.repeat(256) }],
      [reviewCall, { booking_id: b.id, rating: 2.5 }],
      [reviewCall, { booking_id: b.id, rating: 6 }],
      [reviewedStatusCall, { booking_id: b.id, force: 'yes' }],
    ];
    for (const [handler, body] of cases) {
      const res = await asUser(handler, b.renter.token, { ...body, lang: 'en' });
      expect([JSON.stringify(body).slice(0, 60), res.status, res.json.error?.code]).toEqual([JSON.stringify(body).slice(0, 60), 422, 'validation_failed']);
      expect(res.json.error.message).not.toMatch(/[А-Яа-яІіЇїЄє]/);
    }
    const bare = await callRoute<ErrorBody>(getCall, { rawBody: '[1,2]', headers: { authorization: `Bearer ${b.renter.token}`, 'content-type': 'application/json' } });
    expect(bare.status).toBeGreaterThanOrEqual(400);
    expect(bare.status).toBeLessThan(500);
  });

  it('serves the documents only under well-formed ids, and a 404 for every odd one', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    expect((await download(documentCall, b.renter.token, b.id)).status).toBe(200);
    for (const id of ['0', '-1', '1e3', 'abc', '99999999999', `${b.id}.pdf`, `${b.id}/..`, '%00']) {
      expect([id, (await download(documentCall, b.renter.token, id)).status]).toEqual([id, 404]);
      expect([id, (await download(signedCall, b.renter.token, id)).status]).toEqual([id, 404]);
    }
  });

  it('[HOLE] the agreement stays what was agreed: the same bytes after a party renames themselves or the car changes plates', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    const first = Buffer.from(await (await download(documentCall, b.renter.token, b.id)).arrayBuffer());
    expect(Buffer.from(await (await download(documentCall, b.owner.token, b.id)).arrayBuffer()).equals(first)).toBe(true);
    const db = await getDb();
    await db.update(users).set({ lastName: 'Перейменований' }).where(eq(users.id, b.owner.user.id));
    await db.update(cars).set({ registrationNumber: 'ZZ0000ZZ' }).where(eq(cars.id, b.car.id));
    const again = Buffer.from(await (await download(documentCall, b.renter.token, b.id)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it('takes a signed copy only as a PDF or a picture: empty, oversized, text and script files are refused, nothing moves', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    const before = await row(b.id);
    const empty = await upload(b.renter.token, b.id, Buffer.alloc(0));
    expect(empty.status).toBe(422);
    const text = await upload(b.renter.token, b.id, Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf');
    expect(text.status).toBe(422);
    const justOver = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(10 * 1024 * 1024), PDF.subarray(9)]);
    expect((await upload(b.renter.token, b.id, justOver)).status).toBe(413);
    expect((await upload(b.renter.token, b.id, Buffer.alloc(11 * 1024 * 1024, 0x25))).status).toBe(413);
    expect(await row(b.id)).toEqual(before);
  });

  it('keeps a PDF-looking HTML file only as a sandboxed attachment, and re-encodes a PNG with a script appended', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/profile/get-user")</script></body></html>\n%%EOF\n', 'latin1');
    await ok(upload(b.renter.token, b.id, polyglot, 'text/html', 'evil.html'));
    const served = await download(signedCall, b.owner.token, b.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="kermo-\d+-signed\.pdf"$/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox/);
    // Sent back, and uploaded again as a PNG carrying a script after its end.
    await ok(asUser(verifyCall, b.owner.token, { booking_id: b.id, accept: false, reason: 'Це не договір' }));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } }).png().toBuffer();
    await ok(upload(b.renter.token, b.id, Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), 'image/png', 'scan.png'));
    const image = await download(signedCall, b.owner.token, b.id);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Retries, races and timed jobs
// ---------------------------------------------------------------------------------------------

describe('retries, races and jobs', () => {
  async function stepsAndMail(b: { id: number; renter: Party; owner: Party }, action: string) {
    return {
      events: (await eventsOf(b.id)).filter((e) => e.action === action).length,
      mails: (await mailsTo(b.renter.user.email, b.owner.user.email)).length,
    };
  }

  it('[HOLE] a handover sent twice (a retry on a flaky network) is recorded and mailed once', async () => {
    const b = await driveTo(BOOKING_STATUS.tripAllowed);
    at('2026-12-10T09:00');
    await ok(asUser(handOverCall, b.owner.token, { booking_id: b.id, mileage: 42_500 }));
    const once = await stepsAndMail(b, 'hand_over');
    await ok(asUser(handOverCall, b.owner.token, { booking_id: b.id, mileage: 42_500 }));
    expect(await stepsAndMail(b, 'hand_over')).toEqual(once);
  });

  it('[HOLE] an end of trip sent twice is recorded and mailed once', async () => {
    const b = await driveTo(BOOKING_STATUS.active);
    await ok(asUser(endTripCall, b.owner.token, { booking_id: b.id, mileage: 42_900, fuel: 300 }));
    const once = await stepsAndMail(b, 'end_trip');
    await ok(asUser(endTripCall, b.owner.token, { booking_id: b.id, mileage: 42_900, fuel: 300 }));
    expect(await stepsAndMail(b, 'end_trip')).toEqual(once);
  });

  it('[HOLE] an edit sent twice is recorded and mailed once, and does not push the owner’s deadline again', async () => {
    const b = await driveTo(BOOKING_STATUS.requested);
    const body = { booking_id: b.id, ...LATER };
    const first = await ok(asUser(editCall, b.renter.token, body));
    const once = await stepsAndMail(b, 'edit_request');
    // The owner hears that the request changed (not that a change was answered).
    expect((await mailsTo(b.owner.user.email)).at(-1)?.subject).toMatch(/^Запит змінено: /);
    at('2026-12-01T10:05');
    const again = await ok(asUser(editCall, b.renter.token, body));
    expect(await stepsAndMail(b, 'edit_request')).toEqual(once);
    expect(again.deadlines.answer_by).toEqual(first.deadlines.answer_by);
  });

  it('[HOLE] two uploads of the signed copy at once: the kept copy survives the clean-up, the owner is told once, no stray file stays', async () => {
    const b = await driveTo(BOOKING_STATUS.paid);
    const mailsBefore = (await mailsTo(b.owner.user.email)).length;
    const replies = await Promise.all([upload(b.renter.token, b.id, PDF), upload(b.renter.token, b.id, Buffer.concat([PDF, Buffer.from('\n')]))]);
    // The second may be refused (409) or answered as a replay (200); either way one copy counts.
    expect(replies.map((r) => r.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect((await eventsOf(b.id)).filter((e) => e.action === 'upload_contract')).toHaveLength(1);
    // The file clean-up runs: the copy the booking names must still be there for the owner to check.
    await runDueJobs(appJobs.filter((job) => job.name === REMOVE_FILES_JOB), { now: new Date(Date.now() + 3_600_000) });
    const kept = (await row(b.id)).contractFile;
    expect((await download(signedCall, b.owner.token, b.id)).status).toBe(200);
    expect((await mailsTo(b.owner.user.email)).length - mailsBefore).toBe(1);
    const folder = path.join(process.env.STORAGE_DIR!, 'private', 'contracts', String(b.id));
    expect(readdirSync(folder).map((name) => `private/contracts/${b.id}/${name}`)).toEqual([kept]);
  });

  it('two reviews sent at once leave one review and one already_reviewed', async () => {
    const b = await driveTo(BOOKING_STATUS.completed);
    const replies = await Promise.all([
      asUser(reviewCall, b.renter.token, { booking_id: b.id, rating: 5 }),
      asUser(reviewCall, b.renter.token, { booking_id: b.id, rating: 1 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.json.error.code).toBe('already_reviewed');
    expect(await (await getDb()).select().from(reviews).where(eq(reviews.bookingId, b.id))).toHaveLength(1);
    expect((await (await getDb()).select({ n: cars.reviewCount }).from(cars).where(eq(cars.id, b.car.id)))[0]!.n).toBe(1);
  });

  it('[HOLE] dismissing the review prompt before the trip is over changes nothing', async () => {
    const b = await driveTo(BOOKING_STATUS.confirmed);
    const res = await asUser<{ data: { ask: boolean; dismissed: boolean } }>(reviewedStatusCall, b.renter.token, { booking_id: b.id, force: true });
    expect(res.status).toBe(200);
    expect((await row(b.id)).reviewDismissedAt).toBeNull();
  });

  it('[HOLE] the car cannot be handed over after the booked period has ended', async () => {
    const b = await driveTo(BOOKING_STATUS.tripAllowed);
    at('2026-12-12T11:00');
    const res = await asUser(handOverCall, b.owner.token, { booking_id: b.id, mileage: 42_500 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.tripAllowed);
  });

  it('the owner may confirm exactly at the answer deadline; then the expiry job finds nothing to do; a millisecond later it is too late', async () => {
    const b = await driveTo(BOOKING_STATUS.requested);
    const answerBy = (await row(b.id)).answerBy!;
    vi.setSystemTime(answerBy);
    await ok(asUser(confirmCall, b.owner.token, { booking_id: b.id }));
    await runDueJobs(appJobs.filter((job) => job.name === BOOKING_JOB.expireRequest), { now: answerBy });
    expect((await row(b.id)).status).toBe(BOOKING_STATUS.confirmed);
    vi.setSystemTime(NOW);
    const late = await driveTo(BOOKING_STATUS.requested);
    vi.setSystemTime(new Date((await row(late.id)).answerBy!.getTime() + 1));
    const res = await asUser(confirmCall, late.owner.token, { booking_id: late.id });
    expect([res.status, res.json.error?.code]).toEqual([409, 'deadline_passed']);
  });

  it('jobs that run twice, late, or after the booking moved on change nothing and mail nobody', async () => {
    const confirmed = await driveTo(BOOKING_STATUS.confirmed);
    const paid = await driveTo(BOOKING_STATUS.paid);
    const cancelled = await driveTo(BOOKING_STATUS.cancelled);
    const later = new Date(kyivDateTimeToInstant(START).getTime() - 60_000);
    const snaps = async () => Promise.all([confirmed, paid, cancelled].map((b) => snapshot(b.id, [b.renter.user.email, b.owner.user.email])));
    const before = await snaps();
    for (const b of [confirmed, paid, cancelled]) {
      await inTransaction(async () => {
        expect(await expireRequest({ booking_id: b.id }, later)).toBe('nothing to do');
        if (b !== confirmed) expect(await cancelUnpaid({ booking_id: b.id }, later)).toBe('nothing to do');
        if (b !== paid) {
          expect(await remindBooking({ booking_id: b.id }, 'start')).toBe('nothing to do');
          expect(await remindBooking({ booking_id: b.id }, 'end')).toBe('nothing to do');
        }
      });
    }
    expect(await snaps()).toEqual(before);
    // The unpaid one is cancelled once, however many runners and runs.
    const payBy = (await row(confirmed.id)).payBy!;
    await Promise.all([runDueJobs(appJobs, { now: payBy, worker: 'a' }), runDueJobs(appJobs, { now: payBy, worker: 'b' })]);
    await inTransaction(() => cancelUnpaid({ booking_id: confirmed.id }, payBy));
    expect((await eventsOf(confirmed.id)).filter((e) => e.action === 'cancel_unpaid')).toHaveLength(1);
    const notices = (await mailsTo(confirmed.renter.user.email)).filter((m) => m.subject?.startsWith('Бронювання скасовано без оплати'));
    expect(notices).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Privacy
// ---------------------------------------------------------------------------------------------

describe('privacy', () => {
  const phone = () => `+38067${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;

  it('[HOLE] a renter who cancels their own request before the owner answered never learns the car’s exact address', async () => {
    const s = await scene({ address: `вул. Секретна, ${unique()}` });
    const booking = await ok(asUser(createCall, s.renter.token, requestBody(s.car.id)));
    expect(booking.place.pickup).toBeNull();
    const cancelled = await ok(asUser(cancelCall, s.renter.token, { booking_id: booking.id, reason: 'Передумав' }));
    const seen = await ok(asUser(getCall, s.renter.token, { booking_id: booking.id }));
    expect([cancelled.place.pickup, seen.place.pickup]).toEqual([null, null]);
  });

  it('the address stays hidden from a rejected or expired request, and shows once the owner has confirmed', async () => {
    const address = `вул. Секретна, ${unique()}`;
    const rejected = await driveTo(BOOKING_STATUS.rejected, await scene({ address }));
    expect((await ok(asUser(getCall, rejected.renter.token, { booking_id: rejected.id }))).place.pickup).toBeNull();
    const expired = await driveTo(BOOKING_STATUS.requested, await scene({ address }));
    await runDueJobs(appJobs.filter((job) => job.name === BOOKING_JOB.expireRequest), { now: (await row(expired.id)).answerBy! });
    expect((await ok(asUser(getCall, expired.renter.token, { booking_id: expired.id }))).place.pickup).toBeNull();
    const confirmed = await driveTo(BOOKING_STATUS.confirmed, await scene({ address }));
    expect((await ok(asUser(getCall, confirmed.renter.token, { booking_id: confirmed.id }))).place.pickup).toBe(address);
  });

  it('neither party’s e-mail or phone is in the booking, its list or its timeline, for the other party', async () => {
    const city = await createTestCity();
    const owner = await createVerifiedOwner({ phone: phone() });
    const car = await createListedCar(city.id, { ownerId: owner.user.id, mileage: 42_000 });
    const renter = await createApprovedRenter({ phone: phone() });
    const b = await driveTo(BOOKING_STATUS.paid, { car, owner, renter });
    const seenByRenter = JSON.stringify(await ok(asUser(getCall, renter.token, { booking_id: b.id })));
    const seenByOwner = JSON.stringify(await ok(asUser(getCall, owner.token, { booking_id: b.id })));
    const listed = JSON.stringify((await asUser(listCall, owner.token, { as: 'owner' })).json) + JSON.stringify((await asUser(listCall, renter.token, { as: 'renter' })).json);
    for (const secret of [owner.user.email, owner.user.phone!, renter.user.email, renter.user.phone!]) {
      expect(seenByRenter).not.toContain(secret);
      expect(seenByOwner).not.toContain(secret);
      expect(listed).not.toContain(secret);
    }
  });
});
