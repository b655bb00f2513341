import { expect, type Page, test } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '../../lib/site/cookie-consent';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { open } from './helpers';

/**
 * The catalog as a renter walks it (issue 11), in Ukrainian and English at 1280 and 375 px (the
 * suite's two projects), on the demo fleet: the home page's search → the city's list for the dates
 * → a sort and a filter that live in the URL (back undoes them) → a car → its price for the same
 * dates → back to the same card (spec §2's last-viewed car) → leaving the catalog forgets it. And
 * the same search, filter, sort and pages with JavaScript off.
 */

const words = {
  uk: {
    prefix: '',
    city: 'Місто',
    cityName: 'Київ',
    start: 'Початок оренди',
    end: 'Кінець оренди',
    find: 'Знайти авто',
    sort: 'Сортування',
    priciest: 'Спочатку дорожчі',
    sortButton: 'Сортувати',
    filters: /^Фільтри/,
    delivery: /^З доставкою/,
    apply: /^Показати/,
    chip: 'Прибрати фільтр «З доставкою»',
    next: 'Наступна сторінка',
    barStart: 'Отримання',
    barEnd: 'Повернення',
    barSearch: 'Шукати',
    barChange: 'Змінити',
  },
  en: {
    prefix: '/en',
    city: 'City',
    cityName: 'Kyiv',
    start: 'Pick-up date',
    end: 'Return date',
    find: 'Find a car',
    sort: 'Sort by',
    priciest: 'Price: high to low',
    sortButton: 'Sort',
    filters: /^Filters/,
    delivery: /^Delivery available/,
    apply: /^Show/,
    chip: 'Remove the “Delivery available” filter',
    next: 'Next page',
    barStart: 'Pick-up',
    barEnd: 'Return',
    barSearch: 'Search',
    barChange: 'Change',
  },
} as const;

/** Kyiv dates four weeks ahead, Wednesday to Saturday: past every demo car's notice, within every term. */
function rentalDates() {
  let start = addDays(kyivToday(), 28);
  while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 3) start = addDays(start, 1);
  return { start, end: addDays(start, 3) };
}

/** A URL with its query keys sorted: the canonical search is the same keys and values, order aside. */
function sameSearch(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.toString();
}

async function expectSearch(page: Page, expected: string) {
  await expect.poll(() => sameSearch(page.url())).toBe(sameSearch(expected));
  // The address changes when the new page's document does, before it is read: what a test asks of
  // the page next (is the bar folded?) waits for it (on CI, "not folded" was read off a page half read).
  await page.waitForLoadState('load');
}

const prices = (page: Page) =>
  page.locator('#results [data-car-id]').evaluateAll((cards) => cards.map((card) => Number(card.querySelector('strong:not([class*="cardTitle"])')?.textContent?.replace(/\D/g, '') ?? 'NaN')));

for (const lang of ['uk', 'en'] as const) {
  const w = words[lang];

  test(`a renter searches, sorts, filters, opens a car and comes back to it (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    const dates = rentalDates();
    const listPath = `${w.prefix}/catalog/kyiv?start=${dates.start}&end=${dates.end}`;

    // The home page's search lands on the city's list for the dates, one canonical URL.
    await open(page, `${w.prefix}/`);
    await page.getByLabel(w.city).selectOption({ label: w.cityName });
    await page.getByLabel(w.start).fill(dates.start);
    await page.getByLabel(w.end).fill(dates.end);
    await page.getByRole('button', { name: w.find }).click();
    await expectSearch(page, `${baseURL}${listPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.cityName);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const cards = page.locator('#results [data-car-id]');
    await expect(cards.first()).toBeVisible();

    // A sort (the cheapest first is the default) re-orders at once and is in the URL.
    await page.getByLabel(w.sort).selectOption({ label: w.priciest });
    await expectSearch(page, `${baseURL}${listPath}&sort=price_desc`);
    await expect.poll(async () => {
      const shown = await prices(page);
      return shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! >= price);
    }).toBe(true);

    // A filter from the dialog: in the URL, as a removable chip; back undoes it.
    await page.getByRole('link', { name: w.filters }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: w.delivery }).check();
    await dialog.getByRole('button', { name: w.apply }).click();
    await expectSearch(page, `${baseURL}${listPath}&sort=price_desc&delivery=1`);
    await expect(page.getByRole('link', { name: w.chip })).toBeVisible();
    await page.goBack();
    await expectSearch(page, `${baseURL}${listPath}&sort=price_desc`);
    await expect(page.getByRole('link', { name: w.chip })).toHaveCount(0);

    // A car further down the list: its page prices the same dates as its card.
    const card = cards.nth(Math.min(4, (await cards.count()) - 1));
    const id = await card.getAttribute('data-car-id');
    const cardText = (await card.textContent())!;
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/catalog/kyiv/[a-z0-9-]+\\?start=${dates.start}&end=${dates.end}$`));
    const total = page.locator('[data-line="total"] dd');
    await expect(total).toBeVisible();
    expect(cardText.replace(/\s/g, '')).toContain((await total.textContent())!.replace(/\s/g, ''));

    // Back on the list, the car's card is where the eye and the keyboard are.
    await page.goBack();
    await expectSearch(page, `${baseURL}${listPath}&sort=price_desc`);
    const back = page.locator(`#results [data-car-id="${id}"]`);
    await expect(back).toHaveAttribute('data-last-viewed', '');
    await expect(back).toBeInViewport();
    await expect(back.getByRole('link')).toBeFocused();

    // Leaving the catalog screens forgets it: the list starts at the top again.
    await open(page, `${w.prefix}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('kermo.catalog.lastViewed'))).toBeNull();
    await open(page, `${listPath}&sort=price_desc`);
    await expect(page.locator('[data-last-viewed]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test(`the catalog searches (from the home page and its own bar), filters, sorts and pages without JavaScript (${lang})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: lang === 'uk' ? 'uk-UA' : 'en-GB' });
    await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
    const page = await context.newPage();
    const dates = rentalDates();
    const listPath = `${w.prefix}/catalog/kyiv?start=${dates.start}&end=${dates.end}`;

    // The home page's form is a plain GET form: the dates go as typed (day first, the page's
    // separator), and the server moves it to the canonical URL.
    const typed = (iso: string) => [iso.slice(8, 10), iso.slice(5, 7), iso.slice(0, 4)].join(lang === 'uk' ? '.' : '/');
    await page.goto(`${w.prefix}/`);
    await page.getByLabel(w.city).selectOption({ label: w.cityName });
    await page.getByLabel(w.start).fill(typed(dates.start));
    await page.getByLabel(w.end).fill(typed(dates.end));
    await page.getByRole('button', { name: w.find }).click();
    await expectSearch(page, `${baseURL}${listPath}`);
    await expect(page.locator('#results [data-car-id]').first()).toBeVisible();

    // The filters sheet opens as a link target, and sends its form.
    await page.getByRole('link', { name: w.filters }).click();
    await page.locator('#filters').getByRole('checkbox', { name: w.delivery }).check();
    await page.locator('#filters').getByRole('button', { name: w.apply }).click();
    await expectSearch(page, `${baseURL}${listPath}&delivery=1`);
    await expect(page.getByRole('link', { name: w.chip })).toBeVisible();

    // The sort is a form with its own button.
    await page.getByLabel(w.sort).selectOption({ label: w.priciest });
    await page.getByRole('button', { name: w.sortButton, exact: true }).click();
    await expectSearch(page, `${baseURL}${listPath}&sort=price_desc&delivery=1`);

    // The list's own search bar is a plain GET form too: other dates, typed, keep the filter and sort.
    const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const change = page.getByText(w.barChange, { exact: true });
    // A phone folds the bar into its summary once the search has dates.
    if (await change.isVisible()) await change.click();
    await page.getByLabel(w.barStart, { exact: true }).fill(typed(nextDay(dates.start)));
    await page.getByLabel(w.barEnd, { exact: true }).fill(typed(nextDay(dates.end)));
    await page.getByRole('button', { name: w.barSearch, exact: true }).click();
    await expectSearch(page, `${baseURL}${w.prefix}/catalog/kyiv?start=${nextDay(dates.start)}&end=${nextDay(dates.end)}&sort=price_desc&delivery=1`);

    // Page links are links; without dates the whole Kyiv fleet has more than one page.
    await page.goto(`${w.prefix}/catalog/kyiv`);
    await page.getByRole('link', { name: w.next }).click();
    await expectSearch(page, `${baseURL}${w.prefix}/catalog/kyiv?page=2`);
    await expect(page.locator('#results [data-car-id]').first()).toBeVisible();
    await context.close();
  });
}
