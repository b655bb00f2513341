import sharp from 'sharp';
import { expect, type Page, test } from '@playwright/test';
import { addYears, kyivToday } from '../../lib/time/iso-date';
import { isNarrow, open, operatorPage, signUpViaApi, unique, uniquePhone } from './helpers';

// A new renter finds verification on their own: the checklist after sign-up, the link to the
// step, the code read from the embedded installation's mailbox (not the test hook), and the
// checklist updated afterwards — in Ukrainian and in English.

const words = {
  uk: {
    register: '/register-user',
    firstName: "Ім'я",
    lastName: 'Прізвище',
    email: 'Електронна пошта',
    phone: 'Телефон',
    password: 'Пароль',
    repeat: 'Повторіть пароль',
    terms: /Я погоджуюся з/,
    submit: 'Створити акаунт',
    cabinet: /\/cabinet$/,
    welcome: 'Акаунт створено. Що далі?',
    checklistTitle: 'Перевірка акаунта',
    toDo: 'Потрібно зробити',
    done: 'Готово',
    emailTitle: /Електронна пошта/,
    confirmEmail: 'Підтвердити пошту',
    menu: /Меню акаунта/,
    menuVerify: 'Пройти перевірку',
    sendCode: 'Надіслати код',
    codeSent: 'Код надіслано. Він дійсний 30 хвилин.',
    mailbox: 'поштовій скриньці',
    mailSubject: 'Код підтвердження Kermo',
    code: 'Код',
    confirm: 'Підтвердити',
    progressBefore: 'Виконано 0 з 3',
    progressAfter: 'Виконано 1 з 3',
    left: 'Залишилося 2 кроки',
  },
  en: {
    register: '/en/register-user',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    password: 'Password',
    repeat: 'Repeat the password',
    terms: /I accept the/,
    submit: 'Create account',
    cabinet: /\/en\/cabinet$/,
    welcome: "Your account is ready. What's next?",
    checklistTitle: 'Account verification',
    toDo: 'To do',
    done: 'Done',
    emailTitle: /E-mail/,
    confirmEmail: 'Confirm e-mail',
    menu: /Account menu/,
    menuVerify: 'Verify your account',
    sendCode: 'Send the code',
    codeSent: 'Code sent. It is valid for 30 minutes.',
    mailbox: 'mailbox',
    mailSubject: 'Your Kermo confirmation code',
    code: 'Code',
    confirm: 'Confirm',
    progressBefore: '0 of 3 done',
    progressAfter: '1 of 3 done',
    left: '2 steps left',
  },
} as const;

/** The checklist's item for a step, found by its heading. */
const checklistStep = (page: Page, name: RegExp) => page.getByTestId('verification-checklist').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

for (const lang of ['uk', 'en'] as const) {
  const w = words[lang];

  test(`a new renter finds verification and confirms the e-mail with the code from the mailbox (${lang})`, async ({ page, baseURL }, testInfo) => {
    const email = `path-${unique()}@test.kermo.ua`;
    // Screenshots for review (KERMO_SHOTS=1) without the cookie notice over the page.
    if (process.env.KERMO_SHOTS) await page.context().addCookies([{ name: 'cookieApprove', value: 'true', url: baseURL! }]);
    await open(page, w.register);
    await page.getByLabel(w.firstName).fill('Тарас');
    await page.getByLabel(w.lastName).fill('Гнатюк');
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.phone).fill(uniquePhone());
    await page.getByLabel(w.password, { exact: true }).fill('Road#2026trip');
    await page.getByLabel(w.repeat).fill('Road#2026trip');
    await page.getByLabel(w.terms).check();
    await page.getByRole('button', { name: w.submit }).click();

    // After sign-up: the cabinet, led by the checklist.
    await expect(page).toHaveURL(w.cabinet);
    const checklist = page.getByTestId('verification-checklist');
    await expect(checklist.getByRole('heading', { level: 2 })).toHaveText(w.welcome);
    await expect(checklist).toContainText(w.progressBefore);
    await expect(checklistStep(page, w.emailTitle)).toContainText(w.toDo);
    await expect(checklist.getByRole('listitem')).toHaveCount(3);
    if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/cabinet-new-${lang}-${testInfo.project.name}.png`, fullPage: true });

    // The account menu leads there too while the account is not verified.
    await page.getByRole('banner').getByRole('button', { name: w.menu }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: w.menuVerify })).toBeVisible();
    await page.keyboard.press('Escape');

    // The step's link goes to its place on the verification page.
    await checklist.getByRole('link', { name: w.confirmEmail }).click();
    await expect(page).toHaveURL(new RegExp(`/user-verification#step-email$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const emailStep = page.locator('section', { has: page.locator('#step-email') });
    await emailStep.getByRole('button', { name: w.sendCode }).click();
    await expect(emailStep.getByRole('status')).toHaveText(w.codeSent);

    // The code, as the person reads it: in the mailbox page the code step links to (a new tab).
    const opening = page.waitForEvent('popup');
    await emailStep.getByRole('link', { name: w.mailbox }).click();
    const mailbox = await opening;
    const message = mailbox.getByTestId('mailbox-message').filter({ hasText: w.mailSubject });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(email);
    const code = (await message.getByTestId('mailbox-code').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    if (process.env.KERMO_SHOTS) await mailbox.screenshot({ path: `/tmp/kermo-shots/mailbox-${lang}-${testInfo.project.name}.png`, fullPage: true });
    await mailbox.close();

    await emailStep.getByLabel(w.code, { exact: true }).fill(code);
    await emailStep.getByRole('button', { name: w.confirm, exact: true }).click();
    // The page reloads with the e-mail confirmed: its code form is gone.
    await expect(emailStep.getByLabel(w.code, { exact: true })).toHaveCount(0);
    await expect(emailStep.getByRole('button', { name: w.sendCode })).toHaveCount(0);

    // The checklist has caught up.
    await open(page, lang === 'uk' ? '/cabinet' : '/en/cabinet');
    await expect(checklist.getByRole('heading', { level: 2 })).toHaveText(w.checklistTitle);
    await expect(checklistStep(page, w.emailTitle)).toContainText(w.done);
    await expect(checklistStep(page, w.emailTitle).getByRole('link')).toHaveCount(0);
    await expect(checklist).toContainText(w.progressAfter);
    await expect(checklist).toContainText(w.left);
    // Nothing on the cabinet is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(isNarrow(page) ? 375 : 1280);
    if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/cabinet-after-${lang}-${testInfo.project.name}.png`, fullPage: true });
  });
}

test('another person never sees my mailbox', async ({ page, browser, baseURL }) => {
  const sameSite = { origin: baseURL! };
  // Mine: a code in my mailbox.
  const email = `mine-${unique()}@test.kermo.ua`;
  const mine = await page.request.post('/api/auth/register-user', {
    data: { first_name: 'Олена', last_name: 'Бойко', email, phone: uniquePhone(), password: 'Drive#2026', password_confirmation: 'Drive#2026', accept_terms: true },
  });
  expect(mine.status()).toBe(200);
  expect((await page.request.post('/api/verification/send-code', { data: { channel: 'email' }, headers: sameSite })).status()).toBe(200);
  await open(page, '/mailbox');
  await expect(page.getByTestId('mailbox-message').filter({ hasText: 'Код підтвердження Kermo' })).toHaveCount(1);

  // Someone else signed in sees only their own (the welcome e-mail), and a visitor is sent to sign in.
  const other = await browser.newContext({ baseURL, locale: 'uk-UA' });
  const registered = await other.request.post('/api/auth/register-user', {
    data: { first_name: 'Марко', last_name: 'Левченко', email: `other-${unique()}@test.kermo.ua`, phone: uniquePhone(), password: 'Drive#2026', password_confirmation: 'Drive#2026', accept_terms: true },
  });
  expect(registered.status()).toBe(200);
  const theirs = await other.newPage();
  await open(theirs, '/mailbox');
  await expect(theirs.getByTestId('mailbox-message')).toHaveCount(1);
  await expect(theirs.getByRole('main')).not.toContainText(email);
  await other.close();

  const visitor = await browser.newContext({ baseURL, locale: 'uk-UA' });
  const response = await visitor.request.get('/mailbox', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/sign\?ref=%2Fmailbox$/);
  await visitor.close();
});

const photo = (color: string) => sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).jpeg().toBuffer();

test('a renter whose licence was rejected is told why wherever booking waits for it, with the way to correct it', async ({ page, browser, baseURL }) => {
  const sameSite = { origin: baseURL! };
  if (process.env.KERMO_SHOTS) await page.context().addCookies([{ name: 'cookieApprove', value: 'true', url: baseURL! }]);
  const renter = await signUpViaApi(page.request, 'user');
  const saved = await page.request.post('/api/verification/licence/save', {
    headers: sameSite,
    multipart: {
      country: 'UA',
      serial_number: `ВХС ${Math.floor(100000 + Math.random() * 899999)}`,
      first_name: renter.firstName,
      last_name: 'Бойко',
      birth_date: addYears(kyivToday(), -30),
      issued_on: addYears(kyivToday(), -10),
      expires_on: addYears(kyivToday(), 10),
      front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#dde7ff') },
      back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#ffe7dd') },
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo('#e7ffdd') },
    },
  });
  expect(saved.status()).toBe(200);
  const licenceId = ((await saved.json()) as { data: { licence: { id: number } } }).data.licence.id;
  expect((await page.request.post('/api/verification/licence/submit', { data: {}, headers: sameSite })).status()).toBe(200);

  // Under review first: my trips says so.
  await open(page, '/mytrips');
  await expect(page.getByTestId('verify-first')).toContainText('Бронювати авто можна лише з перевіреним посвідченням водія. Ми перевіряємо посвідчення');

  const operator = await operatorPage(browser, baseURL!);
  const reason = 'Фото зворотного боку розмите';
  const decided = await operator.context.request.post('/api/admin/verification/licence-decision', { data: { licence_id: licenceId, decision: 'rejected', reason }, headers: sameSite });
  expect(decided.status()).toBe(200);
  await operator.context.close();

  await open(page, '/mytrips');
  const notice = page.getByTestId('verify-first');
  await expect(notice).toContainText('Посвідчення не прийнято.');
  await expect(notice).toContainText(`Причина: ${reason}`);
  await expect(notice.getByRole('link', { name: 'Виправити посвідчення' })).toHaveAttribute('href', '/user-verification#step-licence');
  // The reason and the link stand below the sentence, full width, on a phone as on a desktop.
  const sentence = (await notice.locator('p').first().boundingBox())!;
  const because = (await notice.getByText(`Причина: ${reason}`).boundingBox())!;
  expect(because.y).toBeGreaterThan(sentence.y + sentence.height - 1);
  expect(because.width).toBeGreaterThan(sentence.width * 0.9);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(isNarrow(page) ? 375 : 1280);
  if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/mytrips-rejected-${test.info().project.name}.png`, fullPage: true });

  await open(page, '/en/cabinet');
  if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/cabinet-rejected-en-${test.info().project.name}.png`, fullPage: true });
  const licence = checklistStep(page, /Driving licence/);
  await expect(licence).toContainText('Rejected');
  await expect(licence).toContainText(`Reason: ${reason}`);
  await licence.getByRole('link', { name: 'Correct licence' }).click();
  await expect(page).toHaveURL(/\/en\/user-verification#step-licence$/);
});

test('an owner whose details are under review is told so on my cars', async ({ page, baseURL }) => {
  if (process.env.KERMO_SHOTS) await page.context().addCookies([{ name: 'cookieApprove', value: 'true', url: baseURL! }]);
  await signUpViaApi(page.request, 'host');
  await open(page, '/en/car-list');
  await expect(page.getByTestId('verify-first')).toContainText('Please complete verification to add or activate a car. Give your tax number (РНОКПП) and date of birth.');
  await expect(page.getByTestId('verify-first').getByRole('link', { name: 'Fill in owner details' })).toHaveAttribute('href', '/en/user-verification#step-owner');
  const applied = await page.request.post('/api/verification/host/apply', { data: { tax_number: '1234567899', birth_date: addYears(kyivToday(), -36) }, headers: { origin: baseURL! } });
  expect(applied.status()).toBe(200);
  // Back to Ukrainian the way the language switcher does it (/uk/… resets the language cookie).
  await open(page, '/uk/car-list');
  await expect(page.getByTestId('verify-first')).toContainText('Будь ласка, пройдіть перевірку, щоб додати або активувати авто. Ми перевіряємо ваші дані.');
  if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/car-list-pending-${test.info().project.name}.png`, fullPage: true });
  await open(page, '/cabinet');
  if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/cabinet-host-pending-${test.info().project.name}.png`, fullPage: true });
  await expect(checklistStep(page, /Дані власника/)).toContainText('На перевірці');
});
