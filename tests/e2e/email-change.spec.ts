import { expect, test } from '@playwright/test';
import { latestEmail, open, signUpViaApi, unique } from './helpers';

test.describe('changing the e-mail needs the password and a code from the new address', () => {
  test('uk: the owner moves the account to a new address; the old one is told', async ({ page, baseURL }) => {
    const account = await signUpViaApi(page.request, 'user');
    const target = `moved-${unique()}@test.kermo.ua`;
    await open(page, '/cabinetedit');
    await expect(page.getByTestId('current-email')).toHaveText(account.email);
    await page.getByRole('button', { name: 'Змінити пошту' }).click();
    await page.getByLabel('Нова електронна пошта').fill(target);
    await page.getByLabel('Поточний пароль').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Надіслати код' }).click();
    await expect(page.getByText('Неправильний пароль')).toBeVisible();
    await page.getByLabel('Поточний пароль').fill(account.password);
    await page.getByRole('button', { name: 'Надіслати код' }).click();
    await expect(page.getByText(`Ми надіслали код на ${target}. Він дійсний 30 хвилин.`)).toBeVisible();
    expect((await latestEmail(baseURL!, account.email, 'emailChangeRequested')).template).toBe('emailChangeRequested');
    const { code } = await latestEmail(baseURL!, target, 'emailChangeCode');
    await page.getByLabel('Код із листа').fill(code!);
    await page.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText(`Готово: тепер ви входите з ${target}.`)).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(target);
    expect((await latestEmail(baseURL!, account.email, 'emailChanged')).template).toBe('emailChanged');
  });

  test('en: a wrong code is refused next to the field', async ({ page, baseURL }) => {
    const account = await signUpViaApi(page.request, 'user');
    const target = `moved-${unique()}@test.kermo.ua`;
    await open(page, '/en/cabinetedit');
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByLabel('New e-mail').fill(target);
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByText(`We sent a code to ${target}. It is valid for 30 minutes.`)).toBeVisible();
    const { code } = await latestEmail(baseURL!, target, 'emailChangeCode');
    await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Wrong code')).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(account.email);
  });
});
