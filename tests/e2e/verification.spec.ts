import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { kyivToday } from '../../lib/catalog/search-params';
import { addYears } from '../../lib/time/iso-date';
import { isNarrow, latestEmail, open, operatorPage, signUpViaApi, uniqueSurname } from './helpers';

const image = (color: string) => sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).jpeg().toBuffer();

test('a renter confirms e-mail and phone, uploads the licence, an operator approves it, and "my trips" appears', async ({ page, browser, baseURL }) => {
  const surname = uniqueSurname();
  const account = await signUpViaApi(page.request, 'user', { last_name: surname });
  const phone = ((await (await page.request.post('/api/profile/get-user', { data: {}, headers: { origin: baseURL! } })).json()) as { data: { user: { phone: string } } }).data.user.phone;
  await open(page, '/user-verification');

  const emailStep = page.getByRole('region', { name: /Електронна пошта/ });
  await emailStep.getByRole('button', { name: 'Надіслати код' }).click();
  await expect(emailStep.getByLabel('Код')).toBeVisible();
  const emailCode = (await latestEmail(baseURL!, account.email, 'verifyEmail'))!.code!;
  await emailStep.getByLabel('Код').fill(emailCode === '000000' ? '111111' : '000000');
  await emailStep.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(emailStep.getByRole('alert')).toHaveText('Неправильний код');
  await emailStep.getByLabel('Код').fill(emailCode);
  await emailStep.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByRole('region', { name: /Електронна пошта · Підтверджено/ })).toBeVisible();

  const phoneStep = page.getByRole('region', { name: /Телефон/ });
  await phoneStep.getByRole('button', { name: 'Надіслати код' }).click();
  await expect(phoneStep.getByLabel('Код')).toBeVisible();
  const smsCode = (await latestEmail(baseURL!, phone, 'phoneCode'))!.code!;
  await phoneStep.getByLabel('Код').fill(smsCode);
  await phoneStep.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(page.getByRole('region', { name: /Телефон · Підтверджено/ })).toBeVisible();

  const licence = page.getByRole('region', { name: /Посвідчення водія/ });
  await licence.getByLabel('Серія та номер').fill(`ВХС ${Math.floor(100000 + Math.random() * 899999)}`);
  // Relative to today, so the licence is always valid and the driver always old enough.
  await licence.getByLabel('Дата народження').fill(addYears(kyivToday(), -34));
  await licence.getByLabel('Дата видачі').fill(addYears(kyivToday(), -13));
  await licence.getByLabel('Дійсне до').fill(addYears(kyivToday(), 7));
  await licence.getByLabel('Лицьовий бік').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await image('#dde7ff') });
  await licence.getByLabel('Зворотний бік').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await image('#ffe7dd') });
  await licence.getByLabel('Ви з посвідченням у руках').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await image('#e7ffdd') });
  await licence.getByRole('button', { name: 'Зберегти' }).click();
  await expect(licence.getByText('Збережено. Усі три фото на місці — можна надсилати на перевірку.')).toBeVisible();
  await expect(licence.getByRole('img', { name: 'Лицьовий бік' })).toBeVisible();
  await licence.getByRole('button', { name: 'Надіслати на перевірку' }).click();
  await expect(licence.getByText(/Ми перевіряємо ваше посвідчення/)).toBeVisible();

  const operator = await operatorPage(browser, baseURL!);
  await open(operator.page, '/admin/verification');
  const entry = operator.page.getByRole("article", { name: `${account.firstName} ${surname}` });
  await expect(entry.getByRole('img', { name: 'Фото: Лицьовий бік' })).toBeVisible();
  await entry.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(entry.getByText('Рішення збережено')).toBeVisible();
  await operator.context.close();

  await open(page, '/');
  const trigger = page.getByRole('banner').getByRole('button', { name: /Меню акаунта/ });
  if (isNarrow(page)) await trigger.click();
  else await trigger.hover();
  await page.getByRole('link', { name: 'Мої поїздки' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мої поїздки');
});

test('a company application is approved and legal_verification becomes 2', async ({ page, browser, baseURL }) => {
  // A name of its own, so the operator finds this company's entry in a shared queue.
  const company = `ТОВ «Прокат ${uniqueSurname()}»`;
  await signUpViaApi(page.request, 'legal', { company_name: company });
  await open(page, '/en/user-verification');
  const details = page.getByRole('region', { name: /Company details/ });
  await details.getByLabel('EDRPOU code').fill('14360571');
  await details.getByRole('button', { name: 'Submit for review' }).click();
  await expect(details.getByText('Check the EDRPOU code: 8 digits with a valid check digit')).toBeVisible();
  await details.getByLabel('EDRPOU code').fill('14360570');
  await details.getByLabel('Full legal name').fill(company);
  await details.getByLabel('Registered address').fill('м. Полтава, вул. Соборності, 10');
  await details.getByLabel('Director (full name)').fill('Коваль Ігор Петрович');
  await details.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('region', { name: /Company details · Under review/ })).toBeVisible();

  const operator = await operatorPage(browser, baseURL!);
  await open(operator.page, '/admin/verification');
  const entry = operator.page.getByRole('article', { name: company });
  await entry.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(entry.getByText('Рішення збережено')).toBeVisible();
  await operator.context.close();

  const me = await page.request.post('/api/profile/get-user', { data: {}, headers: { origin: baseURL! } });
  expect(((await me.json()) as { data: { user: { legal_verification: number } } }).data.user.legal_verification).toBe(2);
  await open(page, '/en/user-verification');
  await expect(page.getByRole('region', { name: /Company details · Verified/ })).toBeVisible();
});

test('a renter shares the licence from the identity app and is verified at once', async ({ page }) => {
  await signUpViaApi(page.request, 'user');
  await open(page, '/user-verification');
  await page.getByRole('button', { name: 'Поділитися через «Дія»' }).click();
  await expect(page.getByRole('img', { name: 'QR-код для застосунку «Дія»' })).toBeVisible();
  const [app] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Відкрити застосунок' }).click()]);
  await app.getByRole('button', { name: 'Поділитися посвідченням' }).click();
  await expect(app.getByText(/посвідченням поділилися/)).toBeVisible();
  // The verification page notices and reloads.
  await expect(page.getByText('Посвідчення підтверджено. Ви можете бронювати авто.')).toBeVisible({ timeout: 15_000 });
});
