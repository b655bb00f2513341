import { expect, test } from '@playwright/test';
import { formatMonthYear } from '../../lib/format/month-year';
import { open, operatorPage, signUpViaApi } from './helpers';

test.describe('public profiles', () => {
  test('a report on a profile reaches the server', async ({ page, request, browser, baseURL }) => {
    const host = await signUpViaApi(request, 'host');
    const reporter = await signUpViaApi(page.request, 'user');
    await open(page, `/host/${host.id}`);
    await page.getByRole('button', { name: 'Поскаржитися' }).click();
    await page.getByRole('radio', { name: 'Шахрайство' }).check();
    await page.getByLabel("Подробиці (необов'язково)").fill('Просить передоплату на картку');
    await page.getByRole('button', { name: 'Надіслати скаргу' }).click();
    await expect(page.getByRole('status')).toHaveText('Дякуємо. Ми розглянемо скаргу найближчим часом.');
    await expect(page.getByText('Будь ласка, оберіть один із варіантів')).toHaveCount(0);

    const { context } = await operatorPage(browser, baseURL!);
    try {
      const response = await context.request.post('/api/admin/reports/list', { data: { status: 'open' }, headers: { origin: baseURL! } });
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: { items: { reporter_id: number; target_id: number; reason: number; comment: string }[] } };
      expect(data.items).toContainEqual(
        expect.objectContaining({ reporter_id: reporter.id, target_id: host.id, reason: 3, comment: 'Просить передоплату на картку' }),
      );
    } finally {
      await context.close();
    }
  });

  test('dates and counts read as Ukrainian and English do', async ({ page, request }) => {
    const host = await signUpViaApi(request, 'host');
    const now = new Date();
    await open(page, `/host/${host.id}`);
    // The month after "з" is genitive: "з листопада 2026 р.", never "з листопад".
    await expect(page.getByText(`На Kermo з ${formatMonthYear(now, 'uk', 'genitive')}`)).toBeVisible();
    await expect(page.getByText(`з ${formatMonthYear(now, 'uk')}`)).toHaveCount(0);
    // The trip count is the value of its own "Поїздки" figure, not a label beside the response time.
    const trips = page.locator('dt', { hasText: 'Поїздки' });
    await expect(trips.locator('xpath=following-sibling::dd[1]')).toHaveText('0 поїздок');
    await expect(page.locator('dt', { hasText: 'Час відповіді' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Ще невідомий');

    await open(page, `/en/host/${host.id}`);
    await expect(page.getByText(`On Kermo since ${formatMonthYear(now, 'en')}`)).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Trips' }).locator('xpath=following-sibling::dd[1]')).toHaveText('0 trips');
  });
});

test.describe('the 404 page', () => {
  test('has its own title in both languages', async ({ page }) => {
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page).toHaveTitle('Сторінку не знайдено — Kermo');
    expect((await page.goto('/en/a/b/c'))?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found — Kermo');
    // The "Unknown middleware" error page (password-change has an unknown guard in this suite) too.
    expect((await page.goto('/en/password/change'))?.status()).toBe(500);
    await expect(page).toHaveTitle('Something went wrong — Kermo');
  });
});

test.describe('renter screens', () => {
  test('a company is never offered renting: my trips takes it to its cabinet', async ({ page }) => {
    await signUpViaApi(page.request, 'legal', { company_name: 'ТОВ Кермо Тест' });
    await open(page, '/en/mytrips');
    await expect(page).toHaveURL(/\/en\/cabinet$/);
    // The page offers nothing to rent (the site's footer menu still links to the public catalog).
    await expect(page.getByRole('main').getByRole('link', { name: 'Find a car' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My trips' })).toHaveCount(0);
  });
});

test.describe('settings', () => {
  test('notifications are positive switches that keep the stored opt-outs', async ({ page, baseURL }) => {
    await signUpViaApi(page.request, 'user');
    await open(page, '/en/settings');
    const email = page.getByRole('switch', { name: 'Email me about my bookings and messages' });
    await expect(email).toBeChecked();
    await expect(page.getByText(/Do not send/)).toHaveCount(0);
    await email.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    const me = await page.request.post('/api/profile/get-user', { data: {}, headers: { origin: baseURL! } });
    expect(((await me.json()) as { data: { user: { notify_email_opt_out: number; notify_phone_opt_out: number } } }).data.user).toMatchObject({
      notify_email_opt_out: 1,
      notify_phone_opt_out: 0,
    });
    await open(page, '/en/settings');
    await expect(page.getByRole('switch', { name: 'Email me about my bookings and messages' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Text me about my bookings and messages' })).toBeChecked();
    // Only the providers this site has configured (the suite configures Google only).
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await expect(linked.getByText('Google', { exact: true })).toBeVisible();
    await expect(linked.getByText('Facebook', { exact: true })).toHaveCount(0);
  });
});

test.describe('sign-in refusals', () => {
  test('a wrong password and an unknown address are each said once, at their field', async ({ page, request }) => {
    const account = await signUpViaApi(request, 'user');
    await open(page, '/sign');
    await page.getByLabel('Електронна пошта').fill(account.email);
    await page.getByLabel('Пароль', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Увійти' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('Неправильний пароль')).toHaveCount(1);
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('Електронна пошта').fill(`nobody-${account.id}@test.kermo.ua`);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(main.getByText(/акаунта з такою адресою немає/i)).toHaveCount(1);
    await expect(page.getByLabel('Електронна пошта')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('alert')).toHaveCount(0);
  });
});
