import sharp from 'sharp';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatDate } from '../../lib/format/date-time';
import { COOKIE_CONSENT_NAME } from '../../lib/site/cookie-consent';
import { addYears, kyivToday } from '../../lib/time/iso-date';
import { open, operatorPage, signUpViaApi, uniqueSurname } from './helpers';
import { expectInside } from './layout-boxes';

/**
 * The operators' queue reads in plain language: labelled fields, дд.мм.рррр dates (dd/mm/yyyy in
 * English), the applicant's name, contacts and account age — and nothing runs off a phone screen.
 */
const image = (color: string) => sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).jpeg().toBuffer();

/** A host's application and a renter's licence, each from a fresh account with a name of its own. */
async function fillQueue(browser: Browser, baseURL: string) {
  const birth = addYears(kyivToday(), -36);
  const hostContext = await browser.newContext({ baseURL });
  const hostSurname = uniqueSurname();
  const host = await signUpViaApi(hostContext.request, 'host', { last_name: hostSurname });
  const apply = () => hostContext.request.post('/api/verification/host/apply', { data: { tax_number: '1234567899', birth_date: birth }, headers: { origin: baseURL } });
  // A history: the first application rejected with a reason, then sent again.
  const first = await apply();
  expect(first.status()).toBe(200);
  const reviewer = await operatorPage(browser, baseURL);
  const { application } = ((await first.json()) as { data: { application: { id: number } } }).data;
  const rejected = await reviewer.context.request.post('/api/admin/verification/owner-decision', { data: { application_id: application.id, decision: 'rejected', reason: 'РНОКПП не збігається з ПІБ' }, headers: { origin: baseURL } });
  expect(rejected.status()).toBe(200);
  await reviewer.context.close();
  expect((await apply()).status()).toBe(200);
  await hostContext.close();

  const renterContext = await browser.newContext({ baseURL });
  const renterSurname = uniqueSurname();
  const renter = await signUpViaApi(renterContext.request, 'user', { last_name: renterSurname });
  const saved = await renterContext.request.post('/api/verification/licence/save', {
    headers: { origin: baseURL },
    multipart: {
      country: 'UA',
      serial_number: `ВХС ${Math.floor(100000 + Math.random() * 899999)}`,
      first_name: renter.firstName,
      last_name: renterSurname,
      birth_date: birth,
      issued_on: addYears(kyivToday(), -12),
      expires_on: addYears(kyivToday(), 8),
      front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await image('#dde7ff') },
      back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await image('#ffe7dd') },
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await image('#e7ffdd') },
    },
  });
  expect(saved.status()).toBe(200);
  expect((await renterContext.request.post('/api/verification/licence/submit', { data: {}, headers: { origin: baseURL } })).status()).toBe(200);
  const reported = await renterContext.request.post('/api/reports/create', { data: { user_id: host.id, reason: 3, comment: 'Просив передоплату на картку' }, headers: { origin: baseURL } });
  expect(reported.status()).toBe(200);
  await renterContext.close();
  return { birth, host: { ...host, name: `${host.firstName} ${hostSurname}` }, renter: { ...renter, name: `${renter.firstName} ${renterSurname}` } };
}

/** The demo operator's browser, the cookie notice already accepted (it would cover the screenshots). */
async function operator(browser: Browser, baseURL: string) {
  const signedIn = await operatorPage(browser, baseURL);
  await signedIn.context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL }]);
  return signedIn;
}

/** Nothing is wider than the screen: no sideways scrolling, every queue card inside the page. */
async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const card of await page.locator('main article').all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test.describe('the operators’ verification queue', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 800, 'operatorPage picks its own screen sizes');

  test('uk, 375 px: labelled fields, дд.мм.рррр dates, the applicant and their contacts, stacked cards', async ({ browser, baseURL }) => {
    const { birth, host, renter } = await fillQueue(browser, baseURL!);
    const { context, page } = await operator(browser, baseURL!);
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, '/admin/verification');
      const main = page.getByRole('main');
      await expect(page.getByRole('navigation', { name: 'Розділи для операторів' }).getByRole('link', { name: 'Перевірки' })).toHaveAttribute('aria-current', 'page');

      const application = main.getByRole('article', { name: host.name });
      await expect(application.getByText('Приватний власник', { exact: true })).toBeVisible();
      await expect(application.locator('dt', { hasText: 'РНОКПП' })).toBeVisible();
      await expect(application.locator('dt', { hasText: 'Дата народження' })).toBeVisible();
      await expect(application.locator('dd', { hasText: `${formatDate(birth, 'uk')} (36 років)` })).toBeVisible();
      const applicant = application.getByRole('region', { name: 'Заявник' });
      await expect(applicant.getByRole('link', { name: host.email })).toHaveAttribute('href', `mailto:${host.email}`);
      await expect(applicant.getByRole('link', { name: /^\+380 \d\d \d{3} \d\d \d\d$/ })).toBeVisible();
      await expect(applicant.locator('dd', { hasText: `менше доби · з ${formatDate(kyivToday(), 'uk')}` })).toBeVisible();
      const history = applicant.getByRole('listitem').filter({ hasText: 'Дані власника' });
      await expect(history).toContainText('Дані власника: Відхилено (оператор)');
      await expect(history).toContainText('Причина: РНОКПП не збігається з ПІБ');
      await expect(history.locator('time')).toHaveText(new RegExp(`^${formatDate(kyivToday(), 'uk').replace(/\./g, '\\.')}, \\d\\d:\\d\\d$`));
      await expect(applicant.getByRole('listitem').filter({ hasText: 'Шахрайство · відкрита' })).toContainText('«Просив передоплату на картку»');

      const licence = main.getByRole('article', { name: renter.name });
      await expect(licence.getByText('Рішень ще не було: це перша заявка.')).toBeVisible();
      await expect(licence.getByText('Скарг немає.')).toBeVisible();
      await expect(licence.locator('dd', { hasText: 'Україна' })).toBeVisible();
      await expect(licence.locator('dd', { hasText: `${formatDate(birth, 'uk')} (36 років)` })).toBeVisible();
      await expect(licence.locator('dd', { hasText: formatDate(addYears(kyivToday(), 8), 'uk') })).toBeVisible();
      // The private photos load through the authorized route.
      const front = licence.getByRole('img', { name: 'Фото: Лицьовий бік' });
      await expect(front).toBeVisible();
      await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await front.getAttribute('src')).toMatch(/^\/api\/verification\/licence\/photo\/\d+\/front$/);

      // None of the raw forms of before: field names, ISO dates, kind codes, account numbers.
      const text = (await application.innerText()) + (await licence.innerText());
      for (const raw of ['birth_date', 'legal_name', 'director', 'Користувач №', birth]) expect(text).not.toContain(raw);
      expect(text).not.toMatch(/\bhost\b|\bcompany\b/);

      await expectNoOverflow(page, 375);
      for (const card of [application, licence]) {
        for (const part of await card.locator('dl, section, button, input, img').all()) await expectInside(part, card);
      }
      // The cards stack: the applicant sits under the submission, the buttons fill the width.
      const [details, who] = [(await application.locator('dl').first().boundingBox())!, (await applicant.boundingBox())!];
      expect(who.y).toBeGreaterThanOrEqual(details.y + details.height);
      await page.screenshot({ path: '/tmp/kermo-shots/operator-queue-uk-375.png', fullPage: true });

      await open(page, '/admin/jobs');
      await expectNoOverflow(page, 375);
      await expect(page.getByRole('navigation', { name: 'Розділи для операторів' }).getByRole('link', { name: 'Фонові завдання' })).toHaveAttribute('aria-current', 'page');
      await page.screenshot({ path: '/tmp/kermo-shots/admin-jobs-uk-375.png', fullPage: true });
    } finally {
      await context.close();
    }
  });

  test('en, 1280 px: English labels, dd/mm/yyyy dates, submission and applicant side by side', async ({ browser, baseURL }) => {
    const { birth, host, renter } = await fillQueue(browser, baseURL!);
    const { context, page } = await operator(browser, baseURL!);
    try {
      await open(page, '/en/admin/verification');
      const main = page.getByRole('main');
      const application = main.getByRole('article', { name: host.name });
      await expect(application.getByText('Private host', { exact: true })).toBeVisible();
      await expect(application.locator('dt', { hasText: 'Date of birth' })).toBeVisible();
      await expect(application.locator('dd', { hasText: `${formatDate(birth, 'en')} (36 years old)` })).toBeVisible();
      const applicant = application.getByRole('region', { name: 'Applicant' });
      await expect(applicant.locator('dd', { hasText: `less than a day · since ${formatDate(kyivToday(), 'en')}` })).toBeVisible();
      await expect(applicant.getByRole('listitem').filter({ hasText: 'Host details' })).toContainText('Host details: Rejected (operator)');
      await expect(applicant.getByRole('listitem').filter({ hasText: 'Fraud · open' })).toBeVisible();

      const licence = main.getByRole('article', { name: renter.name });
      await expect(licence.locator('dt', { hasText: 'Valid until' })).toBeVisible();
      await expect(licence.locator('dd', { hasText: 'Ukraine' })).toBeVisible();
      await expect(licence.getByRole('img', { name: 'Photo: Front' })).toBeVisible();

      const text = (await application.innerText()) + (await licence.innerText());
      for (const raw of ['birth_date', 'legal_name', 'User #', birth]) expect(text).not.toContain(raw);
      await expectNoOverflow(page, 1280);
      const [details, who] = [(await application.locator('dl').first().boundingBox())!, (await applicant.boundingBox())!];
      expect(who.x).toBeGreaterThanOrEqual(details.x + details.width);
      await page.screenshot({ path: '/tmp/kermo-shots/operator-queue-en-1280.png', fullPage: true });
    } finally {
      await context.close();
    }
  });

  test('uk, 1280 px: the screenshot the issue asks for', async ({ browser, baseURL }) => {
    await fillQueue(browser, baseURL!);
    const { context, page } = await operator(browser, baseURL!);
    try {
      await open(page, '/admin/verification');
      await expectNoOverflow(page, 1280);
      await page.screenshot({ path: '/tmp/kermo-shots/operator-queue-uk-1280.png', fullPage: true });
    } finally {
      await context.close();
    }
  });
});
