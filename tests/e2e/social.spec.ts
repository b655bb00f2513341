import { expect, test } from '@playwright/test';
import { OAUTH_PORT } from '../../playwright.config';
import { open, signOut, unique, uniquePhone } from './helpers';

test('a renter signs up with Google, then signs in with Google again', async ({ page }) => {
  const email = `google-${unique()}@gmail.test`;
  // Signed in "at Google" in this browser only, as a real person would be.
  const user = Buffer.from(JSON.stringify({ sub: `g-${unique()}`, email, given_name: 'Марко', family_name: 'Вовчок' })).toString('base64url');
  await page.goto(`http://127.0.0.1:${OAUTH_PORT}/__login?user=${user}`);

  await open(page, '/sign');
  await page.getByRole('link', { name: 'Продовжити з Google' }).click();
  await expect(page).toHaveURL(/\/s-register\/google\/[0-9a-f]{64}$/);
  await expect(page.getByLabel("Ім'я")).toHaveValue('Марко');
  await expect(page.getByLabel('Електронна пошта')).toHaveValue(email);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('Телефон').fill(uniquePhone());
  await page.getByLabel(/Я погоджуюся з/).check();
  await page.getByRole('button', { name: 'Створити акаунт' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Марко Вовчок');

  await signOut(page);
  await expect(page).toHaveURL(/\/sign$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Продовжити з Google' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Марко Вовчок');
  await open(page, '/settings');
  await expect(page.getByText("Під'єднано", { exact: true })).toBeVisible();
});
