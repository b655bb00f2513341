import sharp from 'sharp';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '../../lib/site/cookie-consent';
import { addYears, kyivToday } from '../../lib/time/iso-date';
import { CAR_DETAILS } from '../support/car-view';
import { operatorPage, signUpViaApi, uniqueSurname } from './helpers';

/** The cars' end-to-end tests' shared steps: a verified host and a complete draft, made through the API. */

export async function post(request: APIRequestContext, baseURL: string, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { origin: baseURL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A host signed up through the API whose owner details an operator approved (legal_verification 2), the cookie notice accepted. */
export async function verifiedHost(browser: Browser, baseURL: string, page: Page) {
  const host = await signUpViaApi(page.request, 'host', { last_name: uniqueSurname() });
  await page.context().addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL }]);
  const { application } = (await post(page.request, baseURL, '/api/verification/host/apply', { tax_number: '1234567899', birth_date: addYears(kyivToday(), -36) })) as { application: { id: number } };
  const operator = await operatorPage(browser, baseURL);
  await post(operator.context.request, baseURL, '/api/admin/verification/owner-decision', { application_id: application.id, decision: 'approved' });
  await operator.context.close();
  return host;
}

/** A photo that looks like one: a car's silhouette in the given hue on a sky and a road (rendered, no internet). */
export function carPhoto(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,80%)"/><stop offset="1" stop-color="hsl(${hue},35%,95%)"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/><rect y="600" width="1200" height="200" fill="#8e969f"/>
    <path d="M190 560 L290 420 Q320 380 400 372 L770 372 Q840 378 890 428 L980 500 Q1040 510 1050 550 L1050 610 L160 610 L160 575 Q165 562 190 560 Z" fill="hsl(${hue},60%,36%)"/>
    <path d="M330 425 L395 392 L570 392 L570 455 L310 455 Z M600 392 L760 392 Q810 398 850 455 L600 455 Z" fill="#d5e6f3"/>
    <circle cx="330" cy="615" r="72" fill="#1d1f22"/><circle cx="330" cy="615" r="30" fill="#b9bec4"/>
    <circle cx="880" cy="615" r="72" fill="#1d1f22"/><circle cx="880" cy="615" r="30" fill="#b9bec4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const PLATE_LETTERS = 'ABEIKMHOPCTX';
const pick = (letters: string) => letters[Math.floor(Math.random() * letters.length)]!;
const randomPlate = () => `${pick(PLATE_LETTERS)}${pick(PLATE_LETTERS)}${1000 + Math.floor(Math.random() * 9000)}${pick(PLATE_LETTERS)}${pick(PLATE_LETTERS)}`;
const randomVin = () => `WVWZZZ${Array.from({ length: 11 }, () => pick('ABCDEFGHJKLMNPRSTUVWXYZ0123456789')).join('')}`;

/**
 * A complete Toyota Corolla 2021 in Kyiv with four photos, still a draft. The reference tables are
 * seeded in a fixed order on the fresh e2e database (Toyota is brand 1, Corolla its model 1, Kyiv
 * city 1); the title and city the API answers with prove the ids meant what the test thinks.
 */
export async function completeDraft(page: Page, baseURL: string) {
  const plate = randomPlate();
  const { car } = (await post(page.request, baseURL, '/api/profile/car/create', {
    brand_id: 1, model_id: 1, year: 2021, vin: randomVin(), mileage: 42000, gearbox: 'automatic', fuel_type: 'hybrid',
    engine_capacity: 1.8, fuel_consumption: 4.6, doors: 4, seats: 5, is_taxi: false, color: 'Сріблястий',
    registration_number: plate, certificate_serial: 'СХЕ', certificate_number: String(100000 + Math.floor(Math.random() * 899999)),
    ...CAR_DETAILS, city_id: 1, lang: 'uk',
  })) as { car: { id: number; title: string; city_name: string } };
  expect(car).toMatchObject({ title: 'Toyota Corolla 2021', city_name: 'Київ' });
  for (const hue of [215, 200, 190, 230]) {
    const response = await page.request.post('/api/profile/car/photos/upload', {
      headers: { origin: baseURL },
      multipart: { car_id: String(car.id), photos: { name: `car-${hue}.jpg`, mimeType: 'image/jpeg', buffer: await carPhoto(hue) } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return { id: car.id, title: car.title, plate: `${plate.slice(0, 2)} ${plate.slice(2, 6)} ${plate.slice(6)}` };
}
