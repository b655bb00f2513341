import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './booking-helpers';
import { open, signUpViaApi } from './helpers';

/*
 * The sandbox acquirer's hosted page in its hold and card-check modes (docs/payments.md "The
 * sandbox acquirer"). Orders are opened through the test hook /api/test-hooks/sandbox-order (a
 * KERMO_TEST_HOOKS=1 build only), as the payments domain will open them.
 */

type Opened = { reference: string; url: string };

async function openOrder(request: APIRequestContext, body: Record<string, unknown>): Promise<Opened> {
  const response = await request.post('/api/test-hooks/sandbox-order', { data: body });
  expect(response.status(), 'the sandbox-order test hook (a KERMO_TEST_HOOKS=1 build)').toBe(200);
  return ((await response.json()) as { data: Opened }).data;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/kermo-shots/sandbox-${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function useCard(page: Page, number: string) {
  await page.getByRole('button', { name: new RegExp(`(Обрати картку|Use card) ${number}`) }).click();
}

test('a hold: the page says the amount is blocked, not charged, and after the card that it is held', async ({ page }) => {
  const renter = await signUpViaApi(page.request, 'user');
  const order = await openOrder(page.request, { customer_ref: String(renter.id), mode: 'hold', amount_kop: 500_000, save_card: true });
  await open(page, order.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата' })).toBeVisible();
  await expect(page.getByText('Сума блокування')).toBeVisible();
  await expect(page.getByText(/^Буде заблоковано, не списано/)).toBeVisible();
  await expect(page.getByText('Після оплати картку буде збережено', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Тестові картки' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSidewaysScroll(page);
  await shot(page, 'hold-uk');
  await useCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Заблокувати 5\s000/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await open(page, order.url);
  await expect(page.getByRole('status')).toHaveText('Суму заблоковано на картці, але не списано.');
  await shot(page, 'held-uk');
});

test('a card check shows amount 0 and takes no money; the declining test cards pass it', async ({ page }) => {
  const owner = await signUpViaApi(page.request, 'host');
  const order = await openOrder(page.request, { customer_ref: String(owner.id), mode: 'verify', purpose: 'payout', locale: 'en' });
  await open(page, order.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Card check' })).toBeVisible();
  await expect(page.getByText('A card for payouts')).toBeVisible();
  await expect(page.getByText('This is a card check: nothing is charged.', { exact: false })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^₴0$/ })).toBeVisible();
  await expect(page.getByText('Passes the check; later charges are declined: the bank declined the card')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'check-en');
  await useCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Check the card' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await open(page, order.url);
  await expect(page.getByRole('status')).toHaveText('The card has been checked. Nothing was charged.');
  await expect(page.getByRole('link', { name: 'Back to the merchant' })).toBeVisible();
});

test('the hold page in English, and the delivery switch hook of the test build', async ({ page }) => {
  const renter = await signUpViaApi(page.request, 'user');
  const switched = await page.request.post('/api/test-hooks/sandbox-delivery', { data: { mode: 'late', customer_ref: String(renter.id) } });
  expect(switched.status()).toBe(200);
  const order = await openOrder(page.request, { customer_ref: String(renter.id), mode: 'hold', amount_kop: 350_000, locale: 'en' });
  await open(page, order.url);
  await expect(page.getByText('Amount to hold')).toBeVisible();
  await expect(page.getByText(/^Blocked, not charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hold ₴3\s500/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'hold-en');
  const card = await openOrder(page.request, { customer_ref: String(renter.id), mode: 'verify', purpose: 'payment' });
  // The site now remembers English for this browser: ask for the Ukrainian page by its prefix.
  await open(page, `/uk${card.url}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Перевірка картки' })).toBeVisible();
  await shot(page, 'check-uk');
});
