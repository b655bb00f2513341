import { expect, test } from '@playwright/test';
import { isNarrow, latestEmail, open, signUpViaApi, unique } from './helpers';
import { expectApart, expectInside } from './layout-boxes';

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
    const card = page.getByRole('region', { name: 'Електронна пошта' });
    await expectInside(page.getByRole('button', { name: 'Вказати іншу адресу' }), card);
    await expectApart(page.getByRole('button', { name: 'Вказати іншу адресу' }), page.getByRole('button', { name: 'Підтвердити' }));
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

  test('its buttons sit inside the e-mail card at every width, beside the submit', async ({ page }) => {
    await signUpViaApi(page.request, 'user');
    await open(page, '/cabinetedit');
    const card = page.getByRole('region', { name: 'Електронна пошта' });
    const opener = page.getByRole('button', { name: 'Змінити пошту' });
    await expectInside(opener, card);
    await opener.click();
    const cancel = page.getByRole('button', { name: 'Скасувати' });
    const send = page.getByRole('button', { name: 'Надіслати код' });
    for (const width of isNarrow(page) ? [375] : [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectInside(cancel, card);
      await expectInside(send, card);
      await expectApart(cancel, send);
      await expectApart(cancel, page.getByLabel('Поточний пароль'));
    }
    await cancel.click();
    // The form is gone; the keyboard focus returns to the button that opened it.
    await expect(opener).toBeFocused();
  });
});
