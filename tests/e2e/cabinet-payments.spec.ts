import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../../lib/format/number';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { kyivDateTimeToInstant } from '../../lib/time/kyiv-clock';
import { expectNoAxeViolations } from './axe';
import { expectNoSidewaysScroll, hostWithListedCar, verifiedRenter } from './booking-helpers';
import { post } from './car-helpers';
import { open, reload } from './helpers';

/**
 * The renter's side of /cabinet/payments (docs/cabinet-payments.md), both languages, at 1280 and
 * 375 px (the suite's projects): a booking paid on the sandbox acquirer's page — a declined card
 * first, then a good one with "remember this card" — shows both payments with their status and amount,
 * and the paid one's card and receipt, then the refund of its cancellation; the saved card is
 * removed with the keyboard-reachable confirmation and stays gone. `KERMO_SHOTS=1` saves the page
 * and the receipt at the project's width (and 1024 on desktop) into /tmp/kermo-shots/.
 */

const WORDS = {
  uk: {
    prefix: '',
    title: 'Платежі',
    booking: (id: number) => `Бронювання № ${id}`,
    rental: 'Оренда',
    paid: 'Сплачено',
    failed: 'Не пройшов',
    declined: 'Банк відхилив картку.',
    card: 'Картка •••• 4242',
    receipt: 'Квитанція',
    receiptTitle: 'Квитанція про оплату',
    total: 'Сплачено',
    back: 'До платежів',
    savedCards: 'Збережені картки',
    remove: 'Видалити картку •••• 4242',
    confirmTitle: 'Видалити картку •••• 4242?',
    confirm: 'Так, видалити',
    removed: 'Картку •••• 4242 видалено.',
    noCards: 'Збережених карток немає.',
    refunds: 'Повернення',
    cancelledByMe: 'ви скасували бронювання',
  },
  en: {
    prefix: '/en',
    title: 'Payments',
    booking: (id: number) => `Booking No. ${id}`,
    rental: 'Rental',
    paid: 'Paid',
    failed: 'Failed',
    declined: 'The bank declined the card.',
    card: 'Card •••• 4242',
    receipt: 'Receipt',
    receiptTitle: 'Payment receipt',
    total: 'Paid',
    back: 'Back to payments',
    savedCards: 'Saved cards',
    remove: 'Remove card •••• 4242',
    confirmTitle: 'Remove card •••• 4242?',
    confirm: 'Yes, remove',
    removed: 'Card •••• 4242 removed.',
    noCards: 'No saved cards.',
    refunds: 'Refunds',
    cancelledByMe: 'you cancelled the booking',
  },
} as const;

/** Money as the page writes it (its group and unit spaces are no-break). */
const money = (kop: number, lang: 'uk' | 'en') => formatMoney(kop, lang);

/** How many pages Chromium's PDF of the page has (its page tree's /Count). */
function pages(pdf: string): number {
  const tree = /<<(?:(?!>>)[\s\S])*\/Type\s*\/Pages\b(?:(?!>>)[\s\S])*>>/.exec(pdf)?.[0] ?? '';
  return Number(/\/Count\s+(\d+)/.exec(tree)?.[1] ?? NaN);
}

async function shots(page: Page, name: string) {
  if (!process.env.KERMO_SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of size.width > 1024 ? [size.width, 1024] : [size.width]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `/tmp/kermo-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

for (const lang of ['uk', 'en'] as const) {
  const w = WORDS[lang];

  test(`a paid booking's payment appears with its receipt, and a saved card is removed (${lang})`, async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const tag = `${lang}-${info.project.name}`;
    const host = await hostWithListedCar(browser, baseURL!, page, lang, { allDay: true });
    await verifiedRenter(browser, baseURL!, page);

    // Requested, confirmed and paid through the API — the booking flow is the bookings suite's: a
    // declined card first, then the sandbox acquirer's test card 4242, remembered at checkout.
    const day = addDays(kyivToday(), 10 + Math.floor(Math.random() * 60));
    const start = kyivDateTimeToInstant(`${day}T10:00`).toISOString();
    const end = kyivDateTimeToInstant(`${addDays(day, 2)}T10:00`).toISOString();
    const { booking } = (await post(page.request, baseURL!, '/api/profile/booking/create', { car_id: host.car.id, start, end, accept_terms: true, lang })) as { booking: { id: number; total: number } };
    await post(host.page.request, baseURL!, '/api/profile/booking/confirm', { booking_id: booking.id });
    const card = { expiry: '12/39', cvc: '123', holder: 'OKSANA BOIKO' };
    const { redirect_url: first } = (await post(page.request, baseURL!, '/api/profile/booking/pay', { booking_id: booking.id, lang })) as { redirect_url: string };
    const declined = await post(page.request, baseURL!, '/api/payments/sandbox/pay', { reference: first.split('/').at(-1), card_number: '4000 0000 0000 0002', ...card });
    expect(declined.status).toBe('failed');
    const { redirect_url: pay } = (await post(page.request, baseURL!, '/api/profile/booking/pay', { booking_id: booking.id, remember_card: true, lang })) as { redirect_url: string };
    const reference = pay.split('/').at(-1)!;
    const paid = await post(page.request, baseURL!, '/api/payments/sandbox/pay', { reference, card_number: '4242 4242 4242 4242', ...card });
    expect(paid.status).toBe('succeeded');
    await host.context.close();

    // The payments under their booking: what each was for, its status in words, the amount and the card.
    await open(page, `${w.prefix}/cabinet/payments`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    const article = page.getByRole('article', { name: w.booking(booking.id) });
    const [failed, rental] = [article.locator('li[data-status="failed"]'), article.locator('li[data-status="succeeded"]')];
    await expect(failed.getByRole('heading')).toHaveText(w.rental);
    await expect(failed).toContainText(w.failed);
    await expect(failed).toContainText(w.declined);
    await expect(failed.getByRole('link')).toHaveCount(0);
    await expect(rental.getByRole('heading')).toHaveText(w.rental);
    await expect(rental).toContainText(w.paid);
    await expect(rental).toContainText(money(booking.total, lang));
    await expect(rental).toContainText(w.card);
    await expect(article.getByRole('link', { name: w.booking(booking.id) })).toHaveAttribute('href', `${w.prefix}/booking/${booking.id}`);
    await expect(page.getByRole('region', { name: w.savedCards })).toContainText(w.card);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shots(page, `cabinet-payments-${tag}`);

    // Its receipt: the lines add up to what was paid, the card, the acquirer's order reference.
    await rental.getByRole('link', { name: new RegExp(`^${w.receipt}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/cabinet/payments/receipt/\\d+$`));
    const receipt = page.getByRole('article', { name: w.receiptTitle });
    await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(w.receiptTitle);
    await expect(receipt.locator('tfoot')).toContainText(w.total);
    await expect(receipt.locator('tfoot')).toContainText(money(booking.total, lang));
    await expect(receipt).toContainText('•••• 4242');
    await expect(receipt).toContainText(reference);
    await expect(receipt).toContainText(`KR-${String(booking.id).padStart(6, '0')}/`);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shots(page, `receipt-${tag}`);
    // Printed, the receipt is all there is, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(receipt.getByRole('button')).toBeHidden();
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    expect(pages(pdf), 'pages of the printed receipt').toBe(1);
    await page.emulateMedia({ media: 'screen' });
    await receipt.getByRole('link', { name: w.back }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/cabinet/payments$`));

    // Cancelled more than 24 hours ahead: the whole payment goes back, and the refund shows under it.
    await post(page.request, baseURL!, '/api/profile/booking/cancel', { booking_id: booking.id, reason: 'Плани змінилися' });
    await reload(page);
    const refunded = page.getByRole('article', { name: w.booking(booking.id) }).locator('li[data-status="succeeded"]');
    await expect(refunded).toContainText(w.refunds);
    await expect(refunded).toContainText(`${money(booking.total, lang)} · ${w.cancelledByMe}`);
    await expectNoAxeViolations(page);
    await shots(page, `cabinet-payments-refund-${tag}`);

    // The saved card, removed after a confirmation reached by keyboard.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const cards = page.getByRole('region', { name: w.savedCards });
    const remove = cards.getByRole('button', { name: w.remove });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.confirmTitle });
    await expect(dialog.getByRole('button', { name: w.confirm })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards.getByRole('status')).toHaveText(w.removed);
    await expect(remove).toHaveCount(0);
    await reload(page);
    await expect(page.getByRole('region', { name: w.savedCards })).toContainText(w.noCards);
  });
}
