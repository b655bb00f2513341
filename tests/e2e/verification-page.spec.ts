import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { kyivToday } from '../../lib/catalog/search-params';
import { addYears } from '../../lib/time/iso-date';
import { open, reload, signUpViaApi } from './helpers';

/**
 * The verification page as a new renter uses it: no sideways scrolling at any width while the
 * licence form is shown, dates typed as the language writes them (with a calendar beside them),
 * photos picked with a localized picker that previews them, and the step's state following the
 * server's answers to save and submit without a reload.
 */
const WIDTHS = [375, 768, 1024, 1280];

const photo = (background: string) => sharp({ create: { width: 640, height: 400, channels: 3, background } }).jpeg({ quality: 70 }).toBuffer();

/** `1992-03-01` → the digits a person types for it: `01031992`. */
const digits = (iso: string) => iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);

/** How far the page reaches past the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

async function expectNoOverflowAtEveryWidth(page: Page) {
  const original = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overflow(page), `sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(original);
}

/** Zero axe violations (the rules of tests/e2e/a11y.spec.ts), here with the form filled in and the calendar open. */
async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots of the page's content for a person to look at (KERMO_SHOTS=1), at every width. */
async function shots(page: Page, name: string) {
  if (!process.env.KERMO_SHOTS) return;
  const cookies = page.getByRole('button', { name: /^(Зрозуміло|Got it)$/ });
  if (await cookies.isVisible()) await cookies.click();
  const original = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('main').screenshot({ path: `/tmp/kermo-shots/verification-${name}-${width}.png` });
  }
  await page.setViewportSize(original);
}

/** The window as it is now (an open calendar), for a person to look at (KERMO_SHOTS=1). */
async function shotNow(page: Page, name: string) {
  if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/verification-${name}-${page.viewportSize()!.width}.png` });
}

async function typeDate(field: Locator, typed: string) {
  await field.click();
  await field.pressSequentially(typed);
}

test('uk: a renter fills the licence with typed dates and picked photos, saves, submits and sees the state change without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'user');
  await open(page, '/user-verification');
  const licence = page.getByRole('region', { name: /Посвідчення водія/ });
  await expect(licence).toHaveAccessibleName('Посвідчення водія · Не розпочато');
  await expectNoOverflowAtEveryWidth(page);
  await shots(page, 'uk-empty');

  const today = kyivToday();
  await licence.getByLabel('Серія та номер').fill(`ВХС ${Math.floor(100000 + Math.random() * 899999)}`);

  const birth = licence.getByRole('textbox', { name: 'Дата народження' });
  await expect(birth).toHaveAttribute('placeholder', 'дд.мм.рррр');
  // An impossible day is named as such, in Ukrainian.
  await typeDate(birth, `3102${addYears(today, -34).slice(0, 4)}`);
  await birth.press('Tab');
  await expect(birth).toHaveAccessibleDescription('Такої дати в календарі немає');
  await birth.fill('');
  await typeDate(birth, digits(addYears(today, -34)));
  await expect(birth).toHaveValue(addYears(today, -34).split('-').reverse().join('.'));
  // Dots typed by habit are not doubled; a one-digit day and month are padded.
  const issued = addYears(today, -13);
  const issuedField = licence.getByRole('textbox', { name: 'Дата видачі' });
  await typeDate(issuedField, `${Number(issued.slice(8, 10))}.${Number(issued.slice(5, 7))}.${issued.slice(0, 4)}`);
  await expect(issuedField).toHaveValue(issued.split('-').reverse().join('.'));

  // The expiry date is picked on the calendar: its year and month from the dropdowns, then the day.
  const expires = addYears(today, 7);
  const expiresField = licence.getByRole('textbox', { name: 'Дійсне до' });
  await licence.getByRole('button', { name: 'Вибрати в календарі' }).nth(2).click();
  const calendar = page.getByRole('dialog', { name: 'Календар: Дійсне до' });
  await calendar.getByRole('combobox', { name: 'Виберіть рік' }).selectOption(expires.slice(0, 4));
  await calendar.getByRole('combobox', { name: 'Виберіть місяць' }).selectOption(String(Number(expires.slice(5, 7)) - 1));
  expect(await overflow(page), 'the open calendar fits the window').toBeLessThanOrEqual(0);
  await shotNow(page, 'uk-calendar');
  await expectNoAxeViolations(page);
  await calendar.getByRole('button', { name: new RegExp(`^\\S+, ${Number(expires.slice(8, 10))} `) }).click();
  await expect(calendar).toBeHidden();
  await expect(expiresField).toHaveValue(expires.split('-').reverse().join('.'));
  await expect(expiresField).toBeFocused();

  // Photos: the button-like label opens the file chooser, and so do Enter and Space on the input.
  // The file inputs answer to their photo's name (and to the button's words after it).
  const front = licence.getByLabel('Лицьовий бік', { exact: true });
  await expect(front).toHaveAccessibleName('Лицьовий бік Обрати фото');
  await expect(licence.getByText('Обрати фото').first()).toBeVisible();
  const [frontChooser] = await Promise.all([page.waitForEvent('filechooser'), licence.locator('label', { hasText: 'Обрати фото' }).first().click()]);
  await frontChooser.setFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#dde7ff') });
  await expect(licence.getByRole('img', { name: 'Лицьовий бік — нове фото' })).toBeVisible();
  await expect(front).toHaveAccessibleName('Лицьовий бік Замінити фото');
  const back = licence.getByLabel('Зворотний бік', { exact: true });
  await back.focus();
  const [backChooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await backChooser.setFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#ffe7dd') });
  await expect(licence.getByRole('img', { name: 'Зворотний бік — нове фото' })).toBeVisible();
  // A file that is not a photo is refused in Ukrainian, before anything is sent.
  const selfie = licence.getByLabel('Ви з посвідченням у руках', { exact: true });
  await selfie.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(licence.getByRole('alert')).toHaveText('«scan.pdf» — не фото у форматі JPEG, PNG, WebP чи AVIF. Оберіть інший файл.');
  await selfie.setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo('#e7ffdd') });
  await expect(licence.getByRole('img', { name: 'Ви з посвідченням у руках — нове фото' })).toBeVisible();
  await expectNoOverflowAtEveryWidth(page);
  await expectNoAxeViolations(page);
  await shots(page, 'uk-filled');

  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { kermoNoReload: true }));
  await licence.getByRole('button', { name: 'Зберегти' }).click();
  await expect(licence).toHaveAccessibleName('Посвідчення водія · Чернетка');
  await expect(licence.getByText('Збережено. Усі три фото на місці — можна надсилати на перевірку.')).toBeVisible();
  await expect(licence.getByRole('img', { name: 'Лицьовий бік', exact: true })).toBeVisible();
  await shots(page, 'uk-saved');

  await licence.getByRole('button', { name: 'Надіслати на перевірку' }).click();
  await expect(licence).toHaveAccessibleName('Посвідчення водія · На перевірці');
  await expect(licence.getByText(/Ми перевіряємо ваше посвідчення/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { kermoNoReload?: boolean }).kermoNoReload)).toBe(true);
  await expectNoOverflowAtEveryWidth(page);

  // The server agrees.
  await reload(page);
  await expect(page.getByRole('region', { name: /Посвідчення водія/ })).toHaveAccessibleName('Посвідчення водія · На перевірці');
});

test('en: dates are dd/mm/yyyy, the picker speaks English, and a save shows the draft state', async ({ page }) => {
  await signUpViaApi(page.request, 'user');
  await open(page, '/en/user-verification');
  const licence = page.getByRole('region', { name: /Driving licence/ });
  await expectNoOverflowAtEveryWidth(page);
  await shots(page, 'en-empty');

  const today = kyivToday();
  await licence.getByLabel('Serial and number').fill(`AXC ${Math.floor(100000 + Math.random() * 899999)}`);
  const birth = licence.getByRole('textbox', { name: 'Date of birth' });
  await expect(birth).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await typeDate(birth, digits(addYears(today, -30)));
  await expect(birth).toHaveValue(addYears(today, -30).split('-').reverse().join('/'));
  // A pasted ISO date is understood too.
  await licence.getByRole('textbox', { name: 'Date of issue' }).fill(addYears(today, -8));
  await expect(licence.getByRole('textbox', { name: 'Date of issue' })).toHaveValue(addYears(today, -8).split('-').reverse().join('/'));
  await typeDate(licence.getByRole('textbox', { name: 'Valid until' }), digits(addYears(today, 2)));
  await expect(licence.getByText('Choose a photo')).toHaveCount(3);
  await licence.getByLabel('Front', { exact: true }).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#dde7ff') });
  await expect(licence.getByRole('img', { name: 'Front: new photo' })).toBeVisible();
  await licence.getByRole('button', { name: 'Save' }).click();
  await expect(licence).toHaveAccessibleName('Driving licence · Draft');
  await expectNoOverflowAtEveryWidth(page);
});

test('uk: a host types the birth date of the application and sees it under review without a reload', async ({ page }) => {
  await signUpViaApi(page.request, 'host');
  await open(page, '/user-verification');
  const details = page.getByRole('region', { name: /Дані власника/ });
  await expect(details).toHaveAccessibleName('Дані власника · Не розпочато');
  await details.getByLabel('РНОКПП (ідентифікаційний код)').fill('2000000009');
  const birth = details.getByRole('textbox', { name: 'Дата народження' });
  await typeDate(birth, '30021990');
  await details.getByRole('button', { name: 'Подати на перевірку' }).click();
  await expect(birth).toHaveAccessibleDescription('Такої дати в календарі немає');
  await birth.fill('');
  await typeDate(birth, digits(addYears(kyivToday(), -40)));
  await page.evaluate(() => Object.assign(window, { kermoNoReload: true }));
  await details.getByRole('button', { name: 'Подати на перевірку' }).click();
  await expect(details).toHaveAccessibleName('Дані власника · На перевірці');
  await shots(page, 'uk-host-pending');
  expect(await page.evaluate(() => (window as unknown as { kermoNoReload?: boolean }).kermoNoReload)).toBe(true);
  await expectNoOverflowAtEveryWidth(page);
});
