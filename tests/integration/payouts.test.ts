import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as manualRoute } from '@/app/api/admin/payouts/manual/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as payRoute } from '@/app/api/payments/sandbox/pay/route';
import { POST as getUserRoute } from '@/app/api/profile/get-user/route';
import { POST as cardRoute } from '@/app/api/profile/payouts/card/route';
import { GET as csvRoute } from '@/app/api/profile/payouts/earnings.csv/route';
import { POST as earningsRoute } from '@/app/api/profile/payouts/earnings/route';
import { POST as listRoute } from '@/app/api/profile/payouts/list/route';
import { POST as requestRoute } from '@/app/api/profile/payouts/request/route';
import { POST as summaryRoute } from '@/app/api/profile/payouts/summary/route';
import { ROLE } from '@/lib/auth/viewer';
import { ACCOUNT } from '@/lib/ledger/accounts';
import type { TPayoutSummary, TPayoutView } from '@/lib/payouts/contracts';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cardChecks, jobs, ledgerTransactions, paymentCards, payouts, sandboxAcquirerCards, sandboxAcquirerOperations } from '@/lib/server/db/schema';
import { PAYOUT_RUN_JOB } from '@/lib/server/jobs/job-names';
import { runDueJobs } from '@/lib/server/jobs/run-due-jobs';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { CARD_CHECK_CALLBACK_GRACE_MS, CARD_CHECK_LIFETIME_MS, settleCardCheck } from '@/lib/server/payments/card-checks';
import { sandboxPaymentProvider } from '@/lib/server/payments/sandbox/provider';
import { payoutJobs } from '@/lib/server/payouts/payout-jobs';
import { payoutReference } from '@/lib/server/payouts/references';
import { payoutJobKey } from '@/lib/server/payouts/run-payout';
import { api } from '@/tests/support/accounts';
import { createVerifiedOwner } from '@/tests/support/cars';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';
import { startAppServer } from '@/tests/support/payments';
import { ownerWithEarnings, paidBooking } from '@/tests/support/payouts';

/*
 * Owners' earnings, payout cards and payouts (docs/payouts.md), through the API against the
 * sandbox acquirer, which calls our real callback route back over HTTP. The books are checked to
 * balance after every money step.
 */

const saved = { appUrl: process.env.APP_URL, provider: process.env.PAYMENTS_PROVIDER, secret: process.env.SANDBOX_ACQUIRER_SECRET };
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
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
  vi.useRealTimers();
});

type Owner = { user: { id: number }; token: string };
type Summary = { data: TPayoutSummary } & ErrorBody;
type Requested = { data: { payout: TPayoutView; money: TPayoutSummary['money'] } } & ErrorBody;

const CARDS = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
const summary = (token: string | undefined) => api<Summary>(summaryRoute, {}, { token });
const request = (token: string | undefined, amount: number, key = `key-${Math.random().toString(36).slice(2)}`) => api<Requested>(requestRoute, { amount, idempotency_key: key }, { token });

/** The owner opens a card check and passes it on the sandbox page with `number`; the bank calls us back. */
async function registerCard(owner: Owner, number = CARDS.visa) {
  const opened = await api<{ data: { redirect_url: string } } & ErrorBody>(cardRoute, {}, { token: owner.token });
  expect(opened.status, JSON.stringify(opened.json)).toBe(200);
  const reference = opened.json.data.redirect_url.split('/').at(-1)!;
  expect(opened.json.data.redirect_url).toMatch(/\/pay\/sandbox\/kp-[0-9a-f]{20}$/);
  const paid = await api<{ data: { status: string } } & ErrorBody>(payRoute, { reference, card_number: number, expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: owner.token });
  expect(paid.json.data.status).toBe('succeeded');
  return reference;
}

/** The signed callbacks the bank sent about an order, as they arrived. */
const callbacksFor = (reference: string) => app.received.filter((post) => post.path === '/api/payments/callback/sandbox' && post.body.includes(`"reference":"${reference}"`));
const replay = (post: (typeof app.received)[number]) =>
  callRoute<ErrorBody>(callbackRoute, { rawBody: post.body, headers: { 'content-type': 'application/json', 'x-sandbox-signature': String(post.headers['x-sandbox-signature']) }, path: '/api/payments/callback/sandbox' });

const cardsOf = async (userId: number) => (await getDb()).select().from(paymentCards).where(and(eq(paymentCards.userId, userId), eq(paymentCards.purpose, 'payout')));
const payoutsOf = async (userId: number) => (await getDb()).select().from(payouts).where(eq(payouts.ownerId, userId));
const ownerBalance = async (userId: number) => (await balancesOf(ACCOUNT.owner(userId)))[ACCOUNT.owner(userId)];

describe('earnings', () => {
  it('shows a paid booking as pending (net of its commission) and moves it to available when the trip is over', async () => {
    const booking = await paidBooking({ totalKop: 140_000 });
    const before = await summary(booking.owner.token);
    expect(before.status).toBe(200);
    expect(before.json.data.money).toEqual({ pending: 119_000, available: 0, paid_out: 0, in_progress: 0 });
    const listed = await api<{ data: { earnings: unknown[] } }>(earningsRoute, {}, { token: booking.owner.token });
    expect(listed.json.data.earnings).toEqual([expect.objectContaining({ booking_id: booking.booking.id, total: 140_000, commission: 21_000, commission_bp: 1500, net: 119_000, state: 'pending' })]);

    await booking.finish();
    const after = await summary(booking.owner.token);
    expect(after.json.data.money).toEqual({ pending: 0, available: 119_000, paid_out: 0, in_progress: 0 });
    expect((await api<{ data: { earnings: unknown[] } }>(earningsRoute, {}, { token: booking.owner.token })).json.data.earnings).toEqual([
      expect.objectContaining({ booking_id: booking.booking.id, total: 140_000, commission: 21_000, net: 119_000, state: 'settled', car: 'Toyota Camry 2021' }),
    ]);
    await expectBooksBalanced();
  });

  it('exports them as CSV for Excel: BOM, the owner’s bookings only, 401 for visitors and 403 for renters', async () => {
    const { owner, booking } = await ownerWithEarnings(100_050);
    await ownerWithEarnings(90_000);
    const get = (token?: string, query = '') =>
      csvRoute(new Request(`http://localhost:3000/api/profile/payouts/earnings.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
    const csv = await get(owner.token, '?lang=uk');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="kermo-earnings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    // 15 % of 1 000,50 is 150,075 → 150,08 (half up); the owner keeps 850,42.
    expect(lines[1]).toMatch(new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4};${booking.id};Toyota Camry 2021;1000,50;150,08;850,42;Нараховано$`));
    expect((await get()).status).toBe(401);
    const renter = await createSignedInUser({ role: ROLE.user });
    expect((await get(renter.token)).status).toBe(403);
  });
});

describe('payout card', () => {
  it('is registered once by the acquirer’s verified callback: replays, forgeries and a second registration change nothing', async () => {
    const owner = await createVerifiedOwner();
    expect((await summary(owner.token)).json.data.card).toBeNull();
    const reference = await registerCard(owner);
    const after = await summary(owner.token);
    expect(after.json.data.card).toMatchObject({ last_four: '4242', pan_masked: '424242******4242' });
    expect(after.json.data.card_check).toMatchObject({ status: 'verified' });
    const [check] = await (await getDb()).select().from(cardChecks).where(eq(cardChecks.reference, reference));
    expect(check).toMatchObject({ status: 'verified', purpose: 'payout' });

    // The same signed callback delivered again: answered OK, nothing new.
    const [delivered] = callbacksFor(reference);
    expect(delivered!.status).toBe(200);
    const again = await replay(delivered!);
    expect(again.status).toBe(200);
    expect(await cardsOf(owner.user.id)).toHaveLength(1);
    const [unchanged] = await (await getDb()).select().from(cardChecks).where(eq(cardChecks.reference, reference));
    expect(unchanged!.settledAt).toEqual(check!.settledAt);

    // A forged one (the body changed, the signature not) is refused before anything is read.
    const forged = await callRoute<ErrorBody>(callbackRoute, {
      rawBody: delivered!.body.replace('"status":"verified"', '"status":"failed"'),
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': String(delivered!.headers['x-sandbox-signature']) },
      path: '/api/payments/callback/sandbox',
    });
    expect(forged.status).toBe(403);
    expect((await summary(owner.token)).json.data.card).toMatchObject({ last_four: '4242' });
  });

  it('a new card replaces the old one (removed, its token revoked); the older check’s late callback changes nothing', async () => {
    const owner = await createVerifiedOwner();
    const first = await registerCard(owner, CARDS.visa);
    const second = await registerCard(owner, '5555 5555 5555 4444');
    const cards = await cardsOf(owner.user.id);
    expect(cards).toHaveLength(2);
    expect(cards.filter((card) => card.removedAt === null).map((card) => card.panMasked)).toEqual(['555555******4444']);
    const old = cards.find((card) => card.panMasked === '424242******4242')!;
    const [revoked] = await (await getDb()).select().from(sandboxAcquirerCards).where(eq(sandboxAcquirerCards.token, old.token));
    expect(revoked!.revokedAt).not.toBeNull();
    expect((await summary(owner.token)).json.data.card).toMatchObject({ last_four: '4444' });

    // The first check's callback, delivered late (after the second card): it is not pending any more.
    expect((await replay(callbacksFor(first)[0]!)).status).toBe(200);
    expect((await summary(owner.token)).json.data.card).toMatchObject({ last_four: '4444' });
    expect((await cardsOf(owner.user.id)).filter((card) => card.removedAt === null)).toHaveLength(1);
    expect(second).not.toBe(first);
  });

  it('a double click opens the same check; a new one supersedes an open one; a check past its time registers nothing', async () => {
    const owner = await createVerifiedOwner();
    const open = () => api<{ data: { redirect_url: string } }>(cardRoute, {}, { token: owner.token });
    const [a, b] = await Promise.all([open(), open()]);
    expect(a.json.data.redirect_url).toBe(b.json.data.redirect_url);
    const reference = a.json.data.redirect_url.split('/').at(-1)!;

    // The acquirer says "verified" long after the page closed: the check has expired, no card.
    const now = new Date(Date.now() + CARD_CHECK_LIFETIME_MS + CARD_CHECK_CALLBACK_GRACE_MS + 60_000);
    const late = await settleCardCheck('sandbox', { reference, outcome: 'verified', amountKop: 0, currency: 'UAH', failureCode: null, card: { token: 'sbxtok_late', panMasked: '424242******4242' }, data: {} }, now);
    expect(late).toMatchObject({ changed: false, check: { status: 'expired' } });
    expect(await cardsOf(owner.user.id)).toHaveLength(0);
  });

  it('a declined card check is said with its reason', async () => {
    const owner = await createVerifiedOwner();
    const opened = await api<{ data: { redirect_url: string } }>(cardRoute, {}, { token: owner.token });
    const reference = opened.json.data.redirect_url.split('/').at(-1)!;
    // Any valid number the bank does not know is declined, `unknown_card`.
    const paid = await api<{ data: { status: string } }>(payRoute, { reference, card_number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: owner.token });
    expect(paid.json.data.status).toBe('failed');
    const after = await summary(owner.token);
    expect(after.json.data.card).toBeNull();
    expect(after.json.data.card_check).toMatchObject({ status: 'failed', failure_code: 'unknown_card' });
  });
});

describe('payouts', () => {
  it('pays the card, books the payout from the acquirer, and answers the same key with the same payout', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    await registerCard(owner);
    const key = 'double-click-key-1';
    const [first, second] = await Promise.all([request(owner.token, 50_000, key), request(owner.token, 50_000, key)]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(first.json.data.payout).toMatchObject({ amount: 50_000, status: 'succeeded', method: 'card', card_last_four: '4242', failure_code: null });
    expect(second.json.data.payout.id).toBe(first.json.data.payout.id);
    expect(await payoutsOf(owner.user.id)).toHaveLength(1);
    const reference = payoutReference('card', owner.user.id, key);
    expect(await (await getDb()).select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.reference, reference))).toHaveLength(1);

    const after = await summary(owner.token);
    expect(after.json.data.money).toEqual({ pending: 0, available: 69_000, paid_out: 50_000, in_progress: 0 });
    expect(await ownerBalance(owner.user.id)).toBe(-69_000);
    const [posting] = await (await getDb()).select().from(ledgerTransactions).where(eq(ledgerTransactions.key, `payout:${first.json.data.payout.id}`));
    expect(posting).toMatchObject({ kind: 'payout', payoutId: first.json.data.payout.id });
    // Done at once: its background run was withdrawn.
    const [run] = await (await getDb()).select().from(jobs).where(and(eq(jobs.name, PAYOUT_RUN_JOB), eq(jobs.key, payoutJobKey(first.json.data.payout.id))));
    expect(run!.status).toBe('cancelled');
    // The same key for another amount is another request, refused.
    expect((await request(owner.token, 10_000, key)).json.error.code).toBe('conflict');
    await expectBooksBalanced();

    const listed = await api<{ data: { payouts: TPayoutView[]; pagination: { total: number } } }>(listRoute, {}, { token: owner.token });
    expect(listed.json.data.pagination.total).toBe(1);
    expect(listed.json.data.payouts[0]).toMatchObject({ id: first.json.data.payout.id, status: 'succeeded' });
  });

  it('a declined payout fails with the reason and its money is available again', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    await registerCard(owner, CARDS.declined);
    const asked = await request(owner.token, 119_000);
    expect(asked.status).toBe(200);
    expect(asked.json.data.payout).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    expect(asked.json.data.money).toEqual({ pending: 0, available: 119_000, paid_out: 0, in_progress: 0 });
    expect(await ownerBalance(owner.user.id)).toBe(-119_000);
    expect(await (await getDb()).select().from(ledgerTransactions).where(eq(ledgerTransactions.payoutId, asked.json.data.payout.id))).toHaveLength(0);
    await expectBooksBalanced();
  });

  it('parallel requests never pay out more than is available', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    await registerCard(owner);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(owner.token, 30_000)));
    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    // 119 000 available: three of 30 000 fit, the other three are refused.
    expect(paid).toHaveLength(3);
    expect(paid.every((answer) => answer.json.data.payout.status === 'succeeded')).toBe(true);
    expect(refused.map((answer) => [answer.status, answer.json.error.code])).toEqual(Array(3).fill([422, 'payout_exceeds_available']));
    expect((await summary(owner.token)).json.data.money).toMatchObject({ available: 29_000, paid_out: 90_000 });
    expect(await ownerBalance(owner.user.id)).toBe(-29_000);
    await expectBooksBalanced();
  });

  it('a payout whose process died after the acquirer paid is completed by its job, paid once', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    await registerCard(owner);
    const [card] = (await cardsOf(owner.user.id)).filter((row) => row.removedAt === null);
    const reference = payoutReference('card', owner.user.id, 'crashed-request');
    // What the request's transaction left (the payout recorded pending, its job queued) …
    const [pending] = await inTransaction(async () => {
      const rows = await (await getDb()).insert(payouts).values({ ownerId: owner.user.id, amountKop: 40_000, method: 'card', provider: 'sandbox', cardId: card!.id, cardMask: card!.panMasked, reference }).returning();
      await scheduleJob(PAYOUT_RUN_JOB, { key: payoutJobKey(rows[0]!.id), payload: { payoutId: rows[0]!.id }, maxAttempts: 10 });
      return rows;
    });
    expect((await summary(owner.token)).json.data.money).toMatchObject({ available: 79_000, in_progress: 40_000 });
    // … and the acquirer paid the card before the process was killed, so we never heard.
    expect((await sandboxPaymentProvider().payout!({ reference, token: card!.token, amountKop: 40_000, currency: 'UAH', description: 'test' })).state).toBe('succeeded');

    await runDueJobs(payoutJobs, { now: new Date(Date.now() + 120_000) });
    const [done] = await (await getDb()).select().from(payouts).where(eq(payouts.id, pending!.id));
    expect(done).toMatchObject({ status: 'succeeded' });
    expect(await (await getDb()).select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.reference, reference))).toHaveLength(1);
    expect((await summary(owner.token)).json.data.money).toEqual({ pending: 0, available: 79_000, paid_out: 40_000, in_progress: 0 });
    // The job again: nothing more.
    await runDueJobs(payoutJobs, { now: new Date(Date.now() + 600_000) });
    expect(await (await getDb()).select().from(ledgerTransactions).where(eq(ledgerTransactions.payoutId, pending!.id))).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('needs a payout card, and refuses less than ₴1 or more than is available', async () => {
    const { owner } = await ownerWithEarnings(10_000);
    expect((await request(owner.token, 5_000)).json.error.code).toBe('payout_card_required');
    await registerCard(owner);
    expect((await summary(owner.token)).json.data.payouts).toEqual({ to_card: true, min: 100, can_request: true });
    expect((await request(owner.token, 99)).status).toBe(422);
    const over = await request(owner.token, 8_501);
    expect([over.status, over.json.error.code]).toEqual([422, 'payout_exceeds_available']);
    expect((await request(owner.token, 8_500)).json.data.payout.status).toBe('succeeded');
    expect((await summary(owner.token)).json.data.payouts.can_request).toBe(false);
  });
});

describe('manual payouts', () => {
  it('an operator records one: succeeded, from the bank account, at most what is available, once per key', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    const operator = await createSignedInUser({ isStaff: true });
    const body = { owner_id: owner.user.id, amount: 100_000, note: 'IBAN UA21 3223 1300 0002 6007 2335 6600 1, п/д № 17', idempotency_key: 'manual-key-1' };
    const [first, second] = await Promise.all([api<Requested>(manualRoute, body, { token: operator.token }), api<Requested>(manualRoute, body, { token: operator.token })]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.payout).toMatchObject({ method: 'manual', status: 'succeeded', amount: 100_000, note: body.note, card_last_four: null });
    expect(second.json.data.payout.id).toBe(first.json.data.payout.id);
    expect(first.json.data.money).toMatchObject({ available: 19_000, paid_out: 100_000 });
    expect(await balancesOf(ACCOUNT.owner(owner.user.id), ACCOUNT.bank)).toEqual({ [ACCOUNT.owner(owner.user.id)]: -19_000, [ACCOUNT.bank]: -100_000 });
    const [row] = await payoutsOf(owner.user.id);
    expect(row).toMatchObject({ recordedBy: operator.user.id });
    const over = await api<ErrorBody>(manualRoute, { ...body, amount: 19_001, idempotency_key: 'manual-key-2' }, { token: operator.token });
    expect([over.status, over.json.error.code]).toEqual([422, 'payout_exceeds_available']);
    await expectBooksBalanced();
  });

  it('is for operators only', async () => {
    const { owner } = await ownerWithEarnings(50_000);
    const body = { owner_id: owner.user.id, amount: 1_000, note: 'переказ', idempotency_key: 'manual-key-3' };
    expect((await api<ErrorBody>(manualRoute, body, { token: owner.token })).status).toBe(403);
    expect((await api<ErrorBody>(manualRoute, body)).status).toBe(401);
    expect(await payoutsOf(owner.user.id)).toHaveLength(0);
    const operator = await createSignedInUser({ isStaff: true });
    const nobody = await api<ErrorBody>(manualRoute, { ...body, owner_id: 2_147_483_647 }, { token: operator.token });
    expect([nobody.status, nobody.json.error.code]).toEqual([404, 'user_not_found']);
  });
});

describe('who may see and take the money', () => {
  it('a renter and a visitor are refused; another owner sees only their own (nothing)', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    const renter = await createSignedInUser({ role: ROLE.user });
    const other = await createVerifiedOwner();
    for (const call of [summaryRoute, earningsRoute, listRoute, cardRoute, requestRoute]) {
      const body = call === requestRoute ? { amount: 1_000, idempotency_key: 'someone-elses' } : {};
      expect((await api<ErrorBody>(call, body, { token: renter.token })).status, 'a renter').toBe(403);
      expect((await api<ErrorBody>(call, body)).status, 'a visitor').toBe(401);
    }
    expect((await summary(other.token)).json.data.money).toEqual({ pending: 0, available: 0, paid_out: 0, in_progress: 0 });
    expect((await api<{ data: { earnings: unknown[] } }>(earningsRoute, {}, { token: other.token })).json.data.earnings).toEqual([]);
    // The other owner has no card and nothing available: they cannot take the first owner's money.
    expect((await request(other.token, 1_000)).json.error.code).toBe('payout_card_required');
    expect((await summary(owner.token)).json.data.money.available).toBe(119_000);
  });

  it('get-user’s balance is what an owner can be paid out, in kopiyky; a renter’s is 0', async () => {
    const { owner } = await ownerWithEarnings(140_000);
    const asOwner = await api<{ data: { balance: number } }>(getUserRoute, {}, { token: owner.token });
    expect(asOwner.json.data.balance).toBe(119_000);
    await registerCard(owner);
    await request(owner.token, 20_000);
    expect((await api<{ data: { balance: number } }>(getUserRoute, {}, { token: owner.token })).json.data.balance).toBe(99_000);
    const renter = await createSignedInUser({ role: ROLE.user });
    expect((await api<{ data: { balance: number } }>(getUserRoute, {}, { token: renter.token })).json.data.balance).toBe(0);
  });
});
