import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as ratesCall } from '@/app/api/admin/settings/deposit-rates/route';
import { POST as payCall } from '@/app/api/profile/booking/pay/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as sandboxPayRoute } from '@/app/api/payments/sandbox/pay/route';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { depositInKop } from '@/lib/payments/deposit';
import type { TDepositRatesView } from '@/lib/payments/deposit-rates-input';
import { getDb } from '@/lib/server/db/client';
import { bookings, payments, siteSettings, type User } from '@/lib/server/db/schema';
import { keepDepositHeld } from '@/lib/server/payments/deposits/deposit-lifecycle';
import { depositRates } from '@/lib/server/payments/deposits/deposit-rates';
import { depositRatesView } from '@/lib/server/payments/deposits/deposit-rates-view';
import { updateDepositRates } from '@/lib/server/payments/deposits/update-deposit-rates';
import { storedSettingSchemas } from '@/lib/server/site/stored-settings';
import { api } from '@/tests/support/accounts';
import { asUser } from '@/tests/support/bookings';
import { createSignedInUser, createUser } from '@/tests/support/factories';
import { bookingRow, createPayingBooking, startAppServer } from '@/tests/support/payments';

const viewer: { current: User | null } = { current: null };
// The page reads the viewer from the session cookie; here the test says who is asking, as if the
// proxy had been bypassed (as tests/integration/page-guards.test.ts does).
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const DAY = 86_400_000;
const saved = { appUrl: process.env.APP_URL, provider: process.env.PAYMENTS_PROVIDER };
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/sandbox': callbackRoute });
  process.env.APP_URL = app.origin;
  delete process.env.PAYMENTS_PROVIDER;
});

afterAll(async () => {
  await app.close();
  for (const [key, value] of [['APP_URL', saved.appUrl], ['PAYMENTS_PROVIDER', saved.provider]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(async () => {
  viewer.current = null;
  // Each test starts from the defaults (41,37 ₴ and 48,05 ₴), with no history.
  await (await getDb()).delete(siteSettings).where(eq(siteSettings.key, 'deposit_rates'));
});

type RatesAnswer = { data: TDepositRatesView };

const stored = async () => {
  const [row] = await (await getDb()).select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'deposit_rates'));
  return storedSettingSchemas.deposit_rates.parse(row?.value);
};

/** A confirmed booking (2) with a deposit in `currency`, starting in three days, its Pay pressed: the deposit is fixed now. */
async function pressedPay(minor: number, currency: 'USD' | 'EUR') {
  const setup = await createPayingBooking({ totalKop: 300_000 });
  const startAt = new Date(Date.now() + 3 * DAY);
  await (await getDb())
    .update(bookings)
    .set({ status: BOOKING_STATUS.confirmed, depositMinor: minor, depositCurrency: currency, startAt, endAt: new Date(startAt.getTime() + 2 * DAY), payBy: null })
    .where(eq(bookings.id, setup.booking.id));
  const paid = await asUser<{ data: { redirect_url: string } }>(payCall, setup.renter.token, { booking_id: setup.booking.id, remember_card: false });
  expect(paid.status).toBe(200);
  return { ...setup, reference: paid.json.data.redirect_url.split('/').at(-1)! };
}

/** The renter pays on the sandbox acquirer's page: the booking is paid (6) and its card kept. */
async function payOnPage(renterToken: string, reference: string) {
  const res = await api(sandboxPayRoute, { reference, card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: renterToken });
  expect(res.status).toBe(200);
}

describe('the operators’ deposit rates', () => {
  it('an operator sets them in hryvnias as typed; the next payment’s deposit is converted at them', async () => {
    const operator = await createSignedInUser({ isStaff: true, firstName: 'Ігор', lastName: 'Оператор' });
    vi.useFakeTimers({ now: new Date('2026-11-02T09:30:00Z'), toFake: ['Date'] });
    const res = await asUser<RatesAnswer>(ratesCall, operator.token, { usd: '41,50', eur: '48.2', lang: 'uk' });
    vi.useRealTimers();
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      rates: { usd_kop: 41_50, eur_kop: 48_20 },
      history: [{ at: '2026-11-02T09:30:00.000Z', by: { id: operator.user.id, name: 'Ігор Оператор' }, from: { usd_kop: 41_37, eur_kop: 48_05 }, to: { usd_kop: 41_50, eur_kop: 48_20 } }],
    });
    // What the payment path converts with, and a conversion by it.
    expect(await depositRates()).toEqual({ USD: 41_50, EUR: 48_20 });
    expect(depositInKop(300_00, 'USD', await depositRates())).toEqual({ kop: 1_245_000, rateKop: 41_50 });
    expect(depositInKop(200_00, 'EUR', await depositRates())).toEqual({ kop: 964_000, rateKop: 48_20 });
    // A renter pressing Pay now has the deposit fixed at the new rate.
    const { booking } = await pressedPay(300_00, 'USD');
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.paying, depositKop: 1_245_000, depositRateKop: 41_50 });
    // A JSON number is taken too; the screen reads what was stored, newest change first.
    const again = await asUser<RatesAnswer>(ratesCall, operator.token, { usd: 42, eur: 49.99 });
    expect(again.json.data.rates).toEqual({ usd_kop: 42_00, eur_kop: 49_99 });
    const view = await depositRatesView(operator.user);
    expect(view.rates).toEqual({ usd_kop: 42_00, eur_kop: 49_99 });
    expect(view.history.map((change) => [change.from, change.to])).toEqual([
      [{ usd_kop: 41_50, eur_kop: 48_20 }, { usd_kop: 42_00, eur_kop: 49_99 }],
      [{ usd_kop: 41_37, eur_kop: 48_05 }, { usd_kop: 41_50, eur_kop: 48_20 }],
    ]);
  });

  it('a booking already paid keeps its rate and holds the deposit it was paid with; one whose page was open when the rate changed, too', async () => {
    const operator = await createUser({ isStaff: true });
    await updateDepositRates(operator, { usd_kop: 41_50, eur_kop: 48_00 });
    const paid = await pressedPay(300_00, 'USD');
    await payOnPage(paid.renter.token, paid.reference);
    const open = await pressedPay(200_00, 'EUR');
    const before = await bookingRow(paid.booking.id);
    expect(before).toMatchObject({ status: BOOKING_STATUS.paid, depositKop: 1_245_000, depositRateKop: 41_50 });

    await updateDepositRates(operator, { usd_kop: 45_00, eur_kop: 52_00 });
    // Nothing about the paid booking changed, not even its updated_at.
    expect(await bookingRow(paid.booking.id)).toEqual(before);
    // The page opened before the change is paid after it: the deposit stays as it was fixed at Pay.
    await payOnPage(open.renter.token, open.reference);
    expect(await bookingRow(open.booking.id)).toMatchObject({ status: BOOKING_STATUS.paid, depositKop: 960_000, depositRateKop: 48_00 });
    // The hold a day before the start blocks the amount the booking was paid with.
    await keepDepositHeld(paid.booking.id, new Date(before.startAt.getTime() - DAY + 1));
    const [hold] = await (await getDb()).select().from(payments).where(eq(payments.bookingId, paid.booking.id)).then((rows) => rows.filter((row) => row.purpose === 'deposit'));
    expect(hold).toMatchObject({ status: 'held', amountKop: 1_245_000 });
  });

  it('is for operators only: others get 403 (visitors 401), the domain refuses them too, and nothing changes', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const host = await createSignedInUser({ role: 2, isHost: true });
    const formerOperator = await createSignedInUser({ isStaff: true, deletedAt: new Date() });
    for (const token of [renter.token, host.token]) {
      const res = await asUser(ratesCall, token, { usd: '45', eur: '50' });
      expect([res.status, res.json.error?.code]).toEqual([403, 'forbidden']);
    }
    expect((await asUser(ratesCall, null, { usd: '45', eur: '50' })).status).toBe(401);
    for (const actor of [renter.user, host.user, formerOperator.user]) {
      await expect(updateDepositRates(actor, { usd_kop: 45_00, eur_kop: 50_00 })).rejects.toMatchObject({ code: 'forbidden' });
      await expect(depositRatesView(actor)).rejects.toMatchObject({ code: 'forbidden' });
    }
    expect(await stored()).toEqual({ usd_kop: 41_37, eur_kop: 48_05, history: [] });
  });

  it('refuses what is not a sane rate with a 422 saying why at the field, and keeps the rates', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const cases: [unknown, string][] = [
      [0, 'Значення має бути не менше ніж 10'],
      [-41.37, 'Значення має бути не менше ніж 10'],
      ['-5', 'Значення має бути не менше ніж 10'],
      ['9,99', 'Значення має бути не менше ніж 10'],
      // The rate typed in kopiyky (41,37 ₴ as "4137") would hold a hundred times the deposit.
      ['4137', 'Значення має бути не більше ніж 1000'],
      [1e300, 'Значення має бути не більше ніж 1000'],
      [2_147_483_648, 'Значення має бути не більше ніж 1000'],
      ['2147483648', 'Введіть число, наприклад 1,6'],
      ['сорок один', 'Введіть число, наприклад 1,6'],
      ['41,375', 'Не більше 2 знаків після коми'],
      ['', "Будь ласка, заповніть обов'язкове поле"],
      [null, "Будь ласка, заповніть обов'язкове поле"],
      [true, 'Введіть число, наприклад 1,6'],
      ['41\u000037', 'Тут є недопустимі символи'],
    ];
    for (const [usd, message] of cases) {
      const res = await asUser(ratesCall, operator.token, { usd, eur: '48,05', lang: 'uk' });
      expect([usd, res.status, res.json.error?.code, res.json.error?.fields?.usd]).toEqual([usd, 422, 'validation_failed', message]);
    }
    const english = await asUser(ratesCall, operator.token, { eur: 'forty', extra: 1, lang: 'en' });
    expect(english.status).toBe(422);
    expect(english.json.error?.fields).toEqual({ usd: 'Please fill out the required field', eur: 'Enter a number, e.g. 1.6', extra: 'Unknown field' });
    // Called directly, the domain checks the same range in kopiyky.
    const staff = await createUser({ isStaff: true });
    for (const usd_kop of [999, 100_001, 41.5, Number.NaN, 2_147_483_648]) {
      await expect(updateDepositRates(staff, { usd_kop, eur_kop: 48_05 })).rejects.toMatchObject({ code: 'validation_failed', fields: { usd: expect.any(Object) } });
    }
    expect(await stored()).toEqual({ usd_kop: 41_37, eur_kop: 48_05, history: [] });
  });

  it('keeps the last 20 changes, newest first, and loses none when two operators save at once', async () => {
    const operator = await createUser({ isStaff: true });
    const other = await createUser({ isStaff: true });
    for (let step = 1; step <= 20; step += 1) await updateDepositRates(operator, { usd_kop: 40_00 + step, eur_kop: 48_00 });
    await Promise.all([updateDepositRates(operator, { usd_kop: 43_00, eur_kop: 49_00 }), updateDepositRates(other, { usd_kop: 44_00, eur_kop: 50_00 })]);
    const { history, usd_kop } = await stored();
    expect(history).toHaveLength(20);
    // Each change starts where the one before it ended: the two saved at once were applied one after the other.
    for (let index = 0; index < history.length - 1; index += 1) expect(history[index]!.from).toEqual(history[index + 1]!.to);
    expect(history[0]!.to.usd_kop).toBe(usd_kop);
    expect(new Set(history.slice(0, 2).map((change) => change.by))).toEqual(new Set([operator.id, other.id]));
    expect(history.at(-1)!.to).toEqual({ usd_kop: 40_03, eur_kop: 48_00 });
  });

  it('the page is for operators: others get the 404, an operator sees it', async () => {
    const render = async () => (await import('@/app/[locale]/(admin)/admin/deposit-rates/page')).default({ params: Promise.resolve({ locale: 'uk' as const }) });
    viewer.current = await createUser({ role: 2, isHost: true });
    expect(String(((await render().catch((error: unknown) => error)) as { digest?: string }).digest)).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    viewer.current = await createUser({ isStaff: true });
    await expect(render()).resolves.toBeTruthy();
  });
});
