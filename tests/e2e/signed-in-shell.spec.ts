import { expect, test } from '@playwright/test';
import { isNarrow, open, signUpViaApi } from './helpers';

test.describe('the header for signed-in people', () => {
  test('a renter: light header, account dropdown with name and links, no badge without notifications', async ({ page }) => {
    const account = await signUpViaApi(page.request, 'user');
    await open(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner).not.toHaveAttribute('data-inverted', 'true');
    await expect(banner.getByRole('link', { name: 'Увійти' })).toHaveCount(0);
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    const trigger = banner.getByRole('button', { name: /Меню акаунта/ });
    if (isNarrow(page)) await trigger.click();
    else await trigger.hover();
    const menu = banner.locator('[id]').filter({ hasText: 'Мій профіль' }).last();
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(`${account.firstName} Бойко`);
    await expect(menu).toContainText('Ще немає оцінок');
    await expect(menu.getByRole('link', { name: 'Мій профіль' })).toHaveAttribute('href', '/cabinet');
    await expect(menu.getByRole('link', { name: 'Налаштування' })).toBeVisible();
    // "My trips" only for verified renters; "my cars" only for owners.
    await expect(menu.getByRole('link', { name: 'Мої поїздки' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Мої авто' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(menu).toBeVisible();
    // A click anywhere outside closes it.
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
  });

  test('a host: dark header and footer, inverted logo, my cars and my activity in the dropdown', async ({ page }) => {
    await signUpViaApi(page.request, 'host');
    await open(page, '/en');
    await expect(page.getByRole('banner')).toHaveAttribute('data-inverted', 'true');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-inverted', 'true');
    await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('link', { name: 'My cars' })).toHaveAttribute('href', '/en/car-list');
    await expect(page.getByRole('link', { name: 'My activity' })).toHaveAttribute('href', '/en/myactivity');
    if (!isNarrow(page)) await expect(page.getByRole('banner').getByRole('button', { name: 'Renter account' })).toBeVisible();
    await page.getByRole('link', { name: 'My cars' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My cars');
    await expect(page.getByText('Please complete verification to add or activate a car')).toBeVisible();
  });

  test('an invalid session cookie is dropped silently and the page shows a visitor', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'accessToken', value: 'forged-token', url: baseURL! }]);
    await open(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'accessToken')).toBeUndefined();
    if (!isNarrow(page)) await expect(page.getByRole('banner').getByRole('link', { name: 'Увійти' })).toBeVisible();
  });
});
