import sharp from 'sharp';
import { type Browser, expect, type Page } from '@playwright/test';
import type { TCarPage } from '../../lib/catalog/car-contracts';
import { COOKIE_CONSENT_NAME } from '../../lib/site/cookie-consent';
import { addYears, kyivToday } from '../../lib/time/iso-date';
import { completeDraft, post, verifiedHost } from './car-helpers';
import { operatorPage, signUpViaApi } from './helpers';

/** The bookings' end-to-end tests' shared setup: a verified host with a listed car, a verified renter (made through the API). */

const image = (color: string) => sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).jpeg().toBuffer();

/** Every day 00:00–24:00 (keys 0 Monday … 6 Sunday): a start at any half hour, in any time zone the machine has. */
export const ALL_DAY = Object.fromEntries(Array.from({ length: 7 }, (_, day) => [String(day), { from: '00:00', to: '24:00' }]));

/**
 * A verified host in their own browser at the test's width and language, the cookie notice
 * accepted, with a car an operator approved (listed at once). `allDay`: the car is handed over at
 * any hour with no notice (set while it is a draft, so the listed car has it from the start) — for
 * a trip that starts within the hour.
 */
export async function hostWithListedCar(browser: Browser, baseURL: string, page: Page, lang: 'uk' | 'en', options: { allDay?: boolean } = {}) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize()!, locale: lang === 'uk' ? 'uk-UA' : 'en-GB', hasTouch: (page.viewportSize()?.width ?? 1280) < 600 });
  const hostPage = await context.newPage();
  await verifiedHost(browser, baseURL, hostPage);
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL }]);
  const draft = await completeDraft(hostPage, baseURL);
  if (options.allDay) await post(hostPage.request, baseURL, '/api/profile/car/availability/schedule', { car_id: draft.id, schedule: ALL_DAY, min_notice_hours: 0 });
  await post(hostPage.request, baseURL, '/api/profile/car/submit', { car_id: draft.id });
  const operator = await operatorPage(browser, baseURL);
  const { car } = (await post(operator.context.request, baseURL, '/api/admin/car/decision', { car_id: draft.id, decision: 'approved' })) as { car: { slug: string } };
  await operator.context.close();
  const found = await hostPage.request.post('/api/catalog/car', { data: { slug: car.slug, lang } });
  expect(found.status()).toBe(200);
  return { context, page: hostPage, car: ((await found.json()) as { data: TCarPage }).data };
}

/** The test's own browser signed in as a new renter whose licence an operator approved, the cookie notice accepted. */
export async function verifiedRenter(browser: Browser, baseURL: string, page: Page) {
  await page.context().addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL }]);
  const renter = await signUpViaApi(page.request, 'user');
  const birth = addYears(kyivToday(), -30);
  const saved = await page.request.post('/api/verification/licence/save', {
    headers: { origin: baseURL },
    multipart: {
      country: 'UA',
      serial_number: `ВХС ${Math.floor(100000 + Math.random() * 899999)}`,
      first_name: renter.firstName,
      last_name: 'Бойко',
      birth_date: birth,
      issued_on: addYears(kyivToday(), -10),
      expires_on: addYears(kyivToday(), 10),
      front: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await image('#dde7ff') },
      back: { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await image('#ffe7dd') },
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await image('#e7ffdd') },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { licence } = ((await saved.json()) as { data: { licence: { id: number } } }).data;
  await post(page.request, baseURL, '/api/verification/licence/submit', {});
  const operator = await operatorPage(browser, baseURL);
  await post(operator.context.request, baseURL, '/api/admin/verification/licence-decision', { licence_id: licence.id, decision: 'approved' });
  await operator.context.close();
  return renter;
}

/** The booking page's horizontal fit: nothing wider than the viewport (375 px included). */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
