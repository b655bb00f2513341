import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { isNarrow, open, reload, signUpViaApi } from './helpers';

/**
 * Renter ⇄ host. Becoming a host leads on to the host application (verification), not back to the
 * page one started from; going back to renting says first what changes, and lands on the licence
 * step for someone who cannot book yet. The switch is in the bar on wide screens and in the
 * burger's panel on phones.
 */

async function changeRole(request: APIRequestContext, baseURL: string) {
  const response = await request.post('/api/profile/user/change-role', { data: { accept_agreement: true }, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
}

/** The role switch in the header: in the bar from 985px, in the burger's panel below. */
async function roleSwitch(page: Page, name: string, openMenu: string) {
  const banner = page.getByRole('banner');
  if (isNarrow(page)) await banner.getByRole('button', { name: openMenu }).click();
  return banner.getByRole('button', { name, exact: true });
}

test.describe('role switch', () => {
  test('a renter who accepts the host agreement lands on the host application', async ({ page }) => {
    await signUpViaApi(page.request, 'user');
    await open(page, '/earn-with-kermo');
    await page.getByRole('main').getByRole('button', { name: 'Стати власником' }).click();
    const dialog = page.getByRole('dialog', { name: 'Угода власника авто' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Після згоди ви перейдете до перевірки власника')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/user-verification$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-inverted', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перевірка акаунта');
    await expect(page.getByRole('heading', { name: /Дані власника/ })).toBeVisible();
  });

  test('a renter who hosted before switches back with one click, to the host application', async ({ page, baseURL }) => {
    await signUpViaApi(page.request, 'user');
    await changeRole(page.request, baseURL!);
    await changeRole(page.request, baseURL!);
    await open(page, '/catalog');
    await (await roleSwitch(page, 'Акаунт власника', 'Відкрити меню')).click();
    await expect(page).toHaveURL(/\/user-verification$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-inverted', 'true');
  });

  test('a host is told what changes before switching to renting, can stay, and lands on the licence step', async ({ page, baseURL }) => {
    await signUpViaApi(page.request, 'user');
    await changeRole(page.request, baseURL!);
    await open(page, '/en/car-list');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-inverted', 'true');

    const trigger = await roleSwitch(page, 'Renter account', 'Open menu');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Switch to your renter account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your cars stay listed');
    await expect(dialog).toContainText('Switch back any time with “Host account”');
    await expect(dialog).toContainText('Booking needs a verified driving licence');
    await expect(dialog.getByRole('button', { name: 'Switch to renting' })).toBeFocused();

    // Escape changes nothing.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await reload(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My cars');
    await expect(banner).toHaveAttribute('data-inverted', 'true');

    await (await roleSwitch(page, 'Renter account', 'Open menu')).click();
    await dialog.getByRole('button', { name: 'Switch to renting' }).click();
    await expect(page).toHaveURL(/\/en\/user-verification$/);
    await expect(banner).not.toHaveAttribute('data-inverted', 'true');
    await expect(page.getByRole('heading', { name: /Driving licence/ }).first()).toBeVisible();
  });
});
