import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../../lib/format/number';
import { expectNoAxeViolations } from './axe';
import { expectNoSidewaysScroll, hostWithListedCar, verifiedRenter } from './booking-helpers';
import { post } from './car-helpers';
import { open, operatorPage } from './helpers';

/**
 * An owner's earnings and payout (docs/payouts.md), as the owner walks it in /cabinet/payments:
 * a renter pays a booking of the owner's car and cancels it late (the first day's price is kept:
 * the booking is over and the owner's share of it is earned); the owner sees it available; an
 * operator records a manual payout of part of it at /admin/payouts; the owner registers a payout
 * card on the sandbox acquirer's card-check page, asks for a payout of the rest and sees it paid.
 * Both languages, at 1280 and 375 px (the suite's projects), axe in each state. Screenshots into
 * /tmp/kermo-shots/owner-payouts-*.png.
 */

const WORDS = {
  uk: {
    prefix: '',
    owner: 'Заробіток і виплати',
    available: 'Доступно до виплати',
    paidOut: 'Виплачено',
    addCard: 'Додати картку для виплат',
    useCard: 'Обрати картку 4242 4242 4242 4242',
    check: 'Перевірити картку',
    card: 'Картка •••• 4242',
    amount: 'Сума, ₴',
    payOut: 'Вивести на картку •••• 4242',
    paid: (amount: string) => `Виплату ${amount} проведено на картку •••• 4242.`,
    status: 'Виплачено',
    earned: 'Нараховано',
    nothing: 'Зараз немає коштів, доступних до виплати.',
    adminTitle: 'Виплати власникам',
    adminOwner: 'Власник',
    adminAmount: 'Сума, ₴',
    adminNote: 'Примітка',
    adminSubmit: 'Записати виплату',
    adminDone: (amount: string) => `Виплату ${amount} записано.`,
    manual: 'Переказ від оператора',
  },
  en: {
    prefix: '/en',
    owner: 'Earnings and payouts',
    available: 'Available to pay out',
    paidOut: 'Paid out',
    addCard: 'Add a payout card',
    useCard: 'Use card 4242 4242 4242 4242',
    check: 'Check the card',
    card: 'Card •••• 4242',
    amount: 'Amount, ₴',
    payOut: 'Pay out to card •••• 4242',
    paid: (amount: string) => `${amount} has been paid out to card •••• 4242.`,
    status: 'Paid out',
    earned: 'Earned',
    nothing: 'Nothing is available to pay out now.',
    adminTitle: 'Owner payouts',
    adminOwner: 'Owner',
    adminAmount: 'Amount, ₴',
    adminNote: 'Note',
    adminSubmit: 'Record the payout',
    adminDone: (amount: string) => `A payout of ${amount} has been recorded.`,
    manual: 'Transfer by an operator',
  },
} as const;

const HALF_HOUR = 30 * 60_000;
const DAY = 24 * 60 * 60_000;

/** Text as the page writes it (group and unit spaces are no-break), matched whatever the space. */
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

async function shot(page: Page, name: string, lang: string) {
  await page.screenshot({ path: `/tmp/kermo-shots/owner-payouts-${name}-${lang}-${page.viewportSize()!.width}.png`, fullPage: true });
}

for (const lang of ['uk', 'en'] as const) {
  const w = WORDS[lang];

  test(`an owner with a finished booking registers a payout card, sees what is available and is paid out (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const host = await hostWithListedCar(browser, baseURL!, page, lang, { allDay: true });
    await verifiedRenter(browser, baseURL!, page);

    // The renter books a day from the next half hour an hour ahead, the host confirms, the renter
    // pays on the sandbox acquirer, then cancels (less than 24 hours before the start: the first
    // day's price is kept, and the booking's money is shared out).
    const start = new Date(Math.ceil((Date.now() + 60 * 60_000) / HALF_HOUR) * HALF_HOUR);
    const { booking } = (await post(page.request, baseURL!, '/api/profile/booking/create', {
      car_id: host.car.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + DAY).toISOString(),
      accept_terms: true,
      lang,
    })) as { booking: { id: number } };
    await post(host.page.request, baseURL!, '/api/profile/booking/confirm', { booking_id: booking.id, lang });
    const { redirect_url: payUrl } = (await post(page.request, baseURL!, '/api/profile/booking/pay', { booking_id: booking.id, lang })) as { redirect_url: string };
    const paid = (await post(page.request, baseURL!, '/api/payments/sandbox/pay', {
      reference: payUrl.split('/').at(-1),
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      holder: 'OLENA KAMIANSKA',
    })) as { status: string };
    expect(paid.status).toBe('succeeded');
    await post(page.request, baseURL!, '/api/profile/booking/cancel', { booking_id: booking.id, reason: 'Плани змінилися', lang });

    // The owner's payments: the earning, what is available, no card yet.
    const owner = host.page;
    const { money } = (await post(owner.request, baseURL!, '/api/profile/payouts/summary', { lang })) as { money: { available: number } };
    expect(money.available).toBeGreaterThan(0);
    const available = formatMoney(money.available, lang);
    await open(owner, `${w.prefix}/cabinet/payments`);
    await expect(owner.getByRole('heading', { level: 2, name: w.owner })).toBeVisible();
    await expect(owner.getByTestId('money-available')).toHaveText(loose(available));
    const earning = owner.locator(`[data-booking="${booking.id}"]`);
    await expect(earning).toContainText(w.earned);
    await expect(earning).toContainText(loose(available));
    await expectNoSidewaysScroll(owner);
    await expectNoAxeViolations(owner);
    await shot(owner, 'earned', lang);

    // An operator pays ₴500 of it by bank transfer and records it in the console.
    const { user: me } = (await post(owner.request, baseURL!, '/api/profile/get-user', { lang })) as { user: { email: string } };
    const operator = await operatorPage(browser, baseURL!);
    await operator.page.setViewportSize(page.viewportSize()!);
    await open(operator.page, `${w.prefix}/admin/payouts`);
    await expect(operator.page.getByRole('heading', { level: 1, name: w.adminTitle })).toBeVisible();
    const select = operator.page.getByRole('combobox', { name: w.adminOwner });
    await select.selectOption((await select.locator('option', { hasText: me.email }).getAttribute('value'))!);
    await operator.page.getByRole('textbox', { name: w.adminAmount }).fill('500');
    await operator.page.getByRole('textbox', { name: w.adminNote }).fill('IBAN UA21 3223 1300 0002 6007 2335 6600 1, п/д № 17');
    await operator.page.getByRole('button', { name: w.adminSubmit }).click();
    await expect(operator.page.getByRole('status')).toHaveText(loose(w.adminDone(formatMoney(50_000, lang))));
    // The latest payouts of everyone (other tests' owners too): this owner's is among them.
    await expect(operator.page.locator('tr[data-payout]').filter({ hasText: me.email })).toContainText(loose(formatMoney(50_000, lang)));
    await expectNoSidewaysScroll(operator.page);
    await expectNoAxeViolations(operator.page);
    await shot(operator.page, 'admin', lang);
    await operator.context.close();
    const rest = money.available - 50_000;
    await open(owner, `${w.prefix}/cabinet/payments`);
    await expect(owner.getByTestId('money-available')).toHaveText(loose(formatMoney(rest, lang)));
    await expect(owner.locator('[data-payout]').first()).toContainText(w.manual);

    // The payout card: the sandbox's card-check page, the success card, back to the payments.
    await owner.getByRole('button', { name: w.addCard }).click();
    await expect(owner).toHaveURL(new RegExp(`${w.prefix}/pay/sandbox/kp-[0-9a-f]{20}$`));
    await expect(owner.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await owner.getByRole('button', { name: w.useCard }).click();
    await owner.getByRole('button', { name: w.check }).click();
    await expect(owner).toHaveURL(new RegExp(`${w.prefix}/cabinet/payments$`));
    await expect(owner.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(owner.getByTestId('payout-card')).toHaveText(w.card);

    // The payout of the rest, offered in the field; paid at once.
    const restText = formatMoney(rest, lang);
    await expect(owner.getByRole('textbox', { name: w.amount })).toHaveValue(String(rest / 100).replace('.', lang === 'uk' ? ',' : '.'));
    await expectNoAxeViolations(owner);
    await shot(owner, 'card', lang);
    await owner.getByRole('button', { name: w.payOut }).click();
    await expect(owner.getByRole('status').filter({ hasText: loose(w.paid(restText)) })).toBeVisible();
    await expect(owner.getByTestId('money-available')).toHaveText(loose(formatMoney(0, lang)));
    await expect(owner.getByTestId('money-paid-out')).toHaveText(loose(available));
    const payout = owner.locator('[data-payout]').first();
    await expect(payout).toHaveAttribute('data-status', 'succeeded');
    await expect(payout).toContainText(w.status);
    await expect(owner.getByText(w.nothing)).toBeVisible();
    await expectNoSidewaysScroll(owner);
    await expectNoAxeViolations(owner);
    await shot(owner, 'paid', lang);
    // The tablet and small-laptop widths too (once, from the desktop run): nothing sideways.
    if (page.viewportSize()!.width === 1280) {
      for (const width of [768, 1024]) {
        await owner.setViewportSize({ width, height: 900 });
        await expectNoSidewaysScroll(owner);
        await shot(owner, 'paid', lang);
      }
    }

    // The CSV export: Excel's UTF-8 with a byte-order mark, the booking in it.
    const csv = await owner.request.get(`/api/profile/payouts/earnings.csv?lang=${lang}`);
    expect(csv.status()).toBe(200);
    const body = await csv.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.toString('utf8')).toContain(`${lang === 'uk' ? ';' : ','}${booking.id}${lang === 'uk' ? ';' : ','}`);
    await host.context.close();
  });
}
