import sharp from 'sharp';
import { expect, type Page, test } from '@playwright/test';
import { latestEmail, open, signOut, signUpViaApi, unique, uniquePhone } from './helpers';

test('a renter signs up, signs in, edits the profile with a photo, becomes a host through the agreement and signs out', async ({ page }) => {
  const email = `walk-${unique()}@test.kermo.ua`;
  await open(page, '/register-user');
  await page.getByRole('button', { name: 'Створити акаунт' }).click();
  await expect(page.getByText('Потрібно погодитися з умовами')).toBeVisible();
  await page.getByLabel("Ім'я").fill('Тарас');
  await page.getByLabel('Прізвище').fill("Григор'єв");
  await page.getByLabel('Електронна пошта').fill(email);
  await page.getByLabel('Телефон').fill('+38 (068) 111-22-33'.replace('111', String(100 + Math.floor(Math.random() * 800))));
  await expect(page.getByLabel('Телефон')).toHaveValue(/^[\d.]+$/);
  await page.getByLabel('Пароль', { exact: true }).fill('Road#2026trip');
  await page.getByLabel('Повторіть пароль').fill('Road#2026trip');
  await page.getByLabel(/Я погоджуюся з/).check();
  await page.getByRole('button', { name: 'Створити акаунт' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Тарас Григор'єв");

  await signOut(page);
  await expect(page).toHaveURL(/\/sign$/);
  await page.getByLabel('Електронна пошта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('Wrong#2026');
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page.getByText('Неправильний пароль').first()).toBeVisible();
  await expect(page.getByLabel('Електронна пошта')).toHaveValue(email);
  await page.getByLabel('Пароль', { exact: true }).fill('Road#2026trip');
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet$/);

  await page.getByRole('link', { name: 'Редагувати профіль' }).click();
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#1f8a70' } }).jpeg().toBuffer();
  await page.getByLabel('Обрати фото').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Фото оновлено')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Фото профілю' })).toHaveAttribute('src', /^\/media\/images\/200\/avatars\/.+\.webp$/);
  await page.getByLabel('Місто').selectOption({ label: 'Львів' });
  await page.getByRole('button', { name: '+ Додати мову' }).click();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByText('Зміни збережено')).toBeVisible();
  await open(page, '/cabinet');
  await expect(page.getByRole('main').getByText('Львів')).toBeVisible();
  await expect(page.getByText(/Українська \(Розмовний\)/)).toBeVisible();

  await open(page, '/earn-with-kermo');
  await page.getByRole('button', { name: 'Стати власником' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Прийняти та продовжити' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Поставте позначку, щоб погодитися з умовами');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Прийняти та продовжити' }).click();
  // Now a host: the dark header of spec §2.
  await expect(page.getByRole('banner')).toHaveAttribute('data-inverted', 'true');
  await signOut(page);
  await expect(page).toHaveURL(/\/sign-host$/);
});

test('a company registers and signs in through the company sign-in', async ({ page }) => {
  const email = `fleet-${unique()}@test.kermo.ua`;
  await open(page, '/en/register-legal');
  await page.getByLabel('Company name').fill('Carpathian Fleet LLC');
  await page.getByLabel('First name').fill('Iryna');
  await page.getByLabel('Last name').fill("O'Connor");
  await page.getByLabel('Corporate e-mail').fill(email);
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('Fleet#2026');
  await page.getByLabel('Repeat the password').fill('Fleet#2026');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Register the company' }).click();
  await expect(page).toHaveURL(/\/en\/cabinet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carpathian Fleet LLC');
  await expect(page.getByRole('banner')).toHaveAttribute('data-inverted', 'true');
  await signOut(page);
  await expect(page).toHaveURL(/\/en\/sign-host$/);
  await open(page, '/en/sign-legal');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Fleet#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cabinet$/);
  await expect(page.getByText('Company ·')).toBeVisible();
});

test('a forgotten password is reset through the link from the e-mail', async ({ page, baseURL, browser }) => {
  const account = await signUpViaApi((await browser.newContext({ baseURL })).request, 'user');
  await open(page, '/password/reset-request');
  await page.getByLabel('Електронна пошта').fill(`nobody-${unique()}@test.kermo.ua`);
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  // Said once, under the address (issue 9: no second copy of it above the button).
  await expect(page.getByRole('main').getByText('Акаунта з такою адресою немає')).toHaveCount(1);
  await expect(page.getByLabel('Електронна пошта')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('На жаль, користувача з такою адресою не зареєстровано.')).toHaveCount(0);
  await page.getByLabel('Електронна пошта').fill(account.email);
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByText(`Ми надіслали лист із посиланням на ${account.email}`)).toBeVisible();

  const mail = await latestEmail(baseURL!, account.email, 'passwordReset');
  expect(mail?.subject).toBe('Відновлення пароля Kermo');
  await open(page, new URL(mail!.link!).pathname);
  await page.getByLabel('Новий пароль').fill('Brand#New2026');
  await page.getByLabel('Повторіть пароль').fill('Brand#New2026');
  await page.getByRole('button', { name: 'Зберегти пароль' }).click();
  await expect(page.getByText('Пароль змінено. Тепер увійдіть з новим паролем.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Увійти' }).click();
  await page.getByLabel('Електронна пошта').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill('Brand#New2026');
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
});

test('an account deletion is requested from settings and can be withdrawn', async ({ page }) => {
  await signUpViaApi(page.request, 'user');
  await open(page, '/en/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText(/Your account will be deleted on .+\. Until then you can cancel the request\./)).toBeVisible();
  await open(page, '/en/cabinet');
  await expect(page.getByText(/Your account will be deleted on/)).toBeVisible();
  await open(page, '/en/settings');
  await page.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
});

test('sign-in returns to ref, and refuses to leave the site', async ({ page, browser, baseURL }) => {
  const account = await signUpViaApi((await browser.newContext({ baseURL })).request, 'user');
  await open(page, '/settings');
  await expect(page).toHaveURL(/\/sign\?ref=%2Fsettings$/);
  await page.getByLabel('Електронна пошта').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.context().clearCookies();
  await open(page, '/sign?ref=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Електронна пошта').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/cabinet$/);
});

test('the sign-in form works before its code has loaded: a press made at once is kept, and the form signs in', async ({ page, browser, baseURL }) => {
  const account = await signUpViaApi((await browser.newContext({ baseURL })).request, 'user');
  // The form's code is fetched when the visitor turns to the form (components/ui/form-island.tsx):
  // this press lands on the server's form and is replayed in the live one, which must not have moved
  // (a clean-clone run once lost it: the server's form was unstyled until its code came, so the
  // button moved under the pointer between finger down and up).
  await open(page, '/en/sign');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hide', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cabinet$/);
});

test('the server’s sign-in form is styled before its code loads: it looks and sits as the live form does', async ({ page, browser, baseURL }) => {
  const boxes = async (target: Page) =>
    Promise.all(['E-mail', 'Password'].map((name) => target.getByLabel(name, { exact: true }).boundingBox()).concat([target.getByRole('button', { name: 'Show', exact: true }).boundingBox(), target.getByRole('button', { name: 'Sign in', exact: true }).boundingBox()]));
  // Without a script the page is the server's form for good.
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: page.viewportSize() });
  const server = await still.newPage();
  await server.goto('/en/sign');
  const expected = await boxes(server);
  await still.close();
  // With one, the form turns live when the visitor turns to it (a control that is not a text field:
  // on a touch screen the form waits while one has the focus, its keyboard open); nothing moves.
  await open(page, '/en/sign');
  expect(await boxes(page)).toEqual(expected);
  // The live form is a new render: its fields get new generated ids.
  const serverId = await page.locator('form input[name="email"]').getAttribute('id');
  await page.getByRole('button', { name: 'Show', exact: true }).focus();
  await expect.poll(() => page.locator('form input[name="email"]').getAttribute('id')).not.toBe(serverId);
  expect(await boxes(page)).toEqual(expected);
});

test('the sign-in and sign-up pages carry the words their forms can show, not every refusal the server words itself', async ({ request }) => {
  const pages = [
    { url: '/sign', rule: 'Пароль може містити лише латинські літери', offline: 'Перевірте підключення до інтернету', serverOnly: ['VIN складається з латинських літер', 'Бронювати авто можна лише з перевіреним посвідченням'] },
    { url: '/en/register-user', rule: 'Use only Latin letters, digits and the symbols', offline: 'Check your internet connection', serverOnly: ['A VIN uses Latin letters and digits only', 'You can book cars once your driving licence is verified'] },
  ];
  for (const { url, rule, offline, serverOnly } of pages) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain(rule);
    expect(html, url).toContain(offline);
    for (const text of serverOnly) expect(html, url).not.toContain(text);
  }
});
