import { expect, type Locator, type Page, test } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '../../lib/site/cookie-consent';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { isNarrow, open } from './helpers';
import { expectNoAxeViolations } from './axe';

/**
 * The catalog's map (issue 11, docs/catalog.md "Map") on the demo fleet in Kyiv, in Ukrainian and
 * English at 1280 and 375 px (the suite's two projects), with every map tile blocked (tests run
 * offline): the price markers and clusters are drawn all the same; a card and its marker light each
 * other up; a cluster zooms in and a car's marker pops up its card, whose link opens the car with the
 * search's dates; "search as I move the map" puts the map's box in the URL and the list follows; on a
 * phone a button switches between the list and the map. axe checks the page with the map open.
 * `KERMO_SHOTS=1` saves the page with its map at 375, 1024 and 1280 px.
 */

const words = {
  uk: {
    prefix: '',
    region: 'Карта результатів',
    showMap: 'Показати карту',
    showList: 'Показати список',
    follow: 'Шукати, коли я рухаю карту',
    zoomIn: 'Наблизити',
    perDay: 'за добу',
  },
  en: {
    prefix: '/en',
    region: 'Map of the results',
    showMap: 'Show map',
    showList: 'Show list',
    follow: 'Search as I move the map',
    zoomIn: 'Zoom in',
    perDay: 'per day',
  },
} as const;



/** Kyiv dates five weeks ahead, Tuesday to Friday: past every demo car's notice, within every term. */
function rentalDates() {
  let start = addDays(kyivToday(), 35);
  while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 2) start = addDays(start, 1);
  return { start, end: addDays(start, 3) };
}

/** The map's frame: its markers are in once it says which zoom they are for. */
const frameOf = (page: Page) => page.locator('#catalog-map [data-map-zoom]');
const markersOf = (page: Page) => page.locator('#catalog-map .leaflet-marker-icon');

async function mapReady(page: Page) {
  await expect(frameOf(page)).toHaveAttribute('data-map-status', 'idle');
  await expect(markersOf(page).first()).toBeVisible();
}

/** The zoom the markers shown are for. */
const zoomOf = async (page: Page) => Number(await frameOf(page).getAttribute('data-map-zoom'));

/** The marker matching `selector` nearest the map's middle: clear of the map's controls and the page's header. */
async function central(page: Page, selector: string): Promise<Locator> {
  const frame = (await frameOf(page).boundingBox())!;
  const markers = page.locator(`#catalog-map ${selector}`);
  const spots = await markers.evaluateAll((elements) =>
    elements.map((element) => {
      const box = (element.firstElementChild ?? element).getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  const distance = (spot: { x: number; y: number }) => Math.hypot(spot.x - (frame.x + frame.width / 2), spot.y - (frame.y + frame.height / 2));
  const nearest = spots.reduce((best, spot, index) => (distance(spot) < distance(spots[best]!) ? index : best), 0);
  return markers.nth(nearest);
}

/** Clicks a cluster and waits for the closer zoom's markers. */
async function zoomInto(page: Page, cluster: Locator) {
  const before = await zoomOf(page);
  await cluster.locator('span').first().click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  await expect(frameOf(page)).toHaveAttribute('data-map-status', 'idle');
}

async function shots(page: Page, name: string) {
  if (!process.env.KERMO_SHOTS) return;
  const size = page.viewportSize()!;
  const widths = size.width > 1024 ? [size.width, 1024] : [size.width];
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    if (width >= 1280) await mapReady(page);
    await page.screenshot({ path: `/tmp/kermo-shots/catalog-map-${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** One screenshot at the current size (a popup open, the list following the map). */
async function shot(page: Page, name: string) {
  if (process.env.KERMO_SHOTS) await page.screenshot({ path: `/tmp/kermo-shots/catalog-map-${name}-${page.viewportSize()!.width}.png` });
}

for (const lang of ['uk', 'en'] as const) {
  const w = words[lang];

  test.describe(`the catalog map (${lang})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
    });

    test(`shows price markers without tiles, lights cards and markers up together and pops up a car (${lang})`, async ({ page }) => {
      let tiles = 0;
      await page.route('https://tile.openstreetmap.org/**', (route) => {
        tiles += 1;
        return route.abort();
      });
      const dates = rentalDates();
      await open(page, `${w.prefix}/catalog/kyiv?start=${dates.start}&end=${dates.end}`);
      const map = page.getByRole('region', { name: w.region });
      const toggle = page.getByRole('button', { name: w.showMap });
      if (isNarrow(page)) {
        // A phone: the list first, the map behind the button (and not loaded before it is asked for).
        await expect(map).toBeHidden();
        await expect(page.locator('#catalog-map .leaflet-container')).toHaveCount(0);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(page.getByRole('button', { name: w.showList })).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('#results')).toBeHidden();
      } else {
        await expect(toggle).toBeHidden();
      }
      await expect(map).toBeVisible();
      await mapReady(page);
      expect(tiles).toBeGreaterThan(0);
      await expect(map.getByRole('group', { name: w.region })).toBeVisible();
      // Every marker is a named button (its visible price within its name).
      const first = markersOf(page).first();
      await expect(first).toHaveAttribute('role', 'button');
      await expect(first).toHaveAttribute('aria-label', /₴/);
      await shots(page, `${lang}-open`);
      await expectNoAxeViolations(page);

      if (!isNarrow(page)) {
        // The first card lights up its marker (or the cluster holding it)…
        const card = page.locator('#results [data-car-id]').first();
        const id = await card.getAttribute('data-car-id');
        await card.hover();
        const lit = page.locator('#catalog-map .leaflet-marker-icon[data-active]');
        await expect(lit).toHaveCount(1);
        const single = page.locator(`#catalog-map [data-marker-car="${id}"]`);
        if (await single.count()) await expect(single).toHaveAttribute('data-active', '');
        const cell = await lit.getAttribute('data-marker-cell');
        const marker = page.locator(cell ? `#catalog-map [data-marker-cell="${cell}"]` : `#catalog-map [data-marker-car="${id}"]`);
        await page.getByRole('heading', { level: 1 }).hover();
        await expect(lit).toHaveCount(0);
        await expect(card).not.toHaveAttribute('data-map-active');
        // …and that marker, under the pointer, lights up the card.
        await marker.locator('span').first().hover();
        await expect(card).toHaveAttribute('data-map-active', '');
        await page.getByRole('heading', { level: 1 }).hover();
        await expect(card).not.toHaveAttribute('data-map-active');
      }

      // Clusters zoom in until a car stands alone; its marker pops up its card, priced for the dates.
      for (let round = 0; round < 8 && (await page.locator('#catalog-map [data-marker-car]').count()) === 0; round += 1) {
        await zoomInto(page, await central(page, '[data-marker-count]'));
      }
      const car = await central(page, '[data-marker-car]');
      const price = (await car.textContent())!.trim();
      const popup = page.locator('.leaflet-popup');
      const link = popup.getByRole('link');
      // From the keyboard: Enter opens the card and focuses its link, Escape closes it back to the marker.
      await car.focus();
      await page.keyboard.press('Enter');
      await expect(link).toBeFocused();
      if (!isNarrow(page)) {
        // The map drawn again while the card is open (here a list card lit under the pointer; a
        // slow machine's late markers do the same) leaves the card open with its focus.
        const onMap = await page.locator('#catalog-map [data-marker-car]').evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-marker-car')));
        const listed = page.locator(onMap.map((id) => `#results [data-car-id="${id}"]`).join(', ')).first();
        await expect(listed).toBeAttached();
        const id = await listed.getAttribute('data-car-id');
        await listed.hover();
        // Lit by the map's own render.
        await expect(page.locator(`#catalog-map [data-marker-car="${id}"]`)).toHaveAttribute('data-active', '');
        await expect(popup).toHaveCount(1);
        await expect(link).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      await expect(car).toBeFocused();
      // The pill, where a pointer lands (the marker's own box only holds the focus).
      await car.locator('span').first().click();
      await expect(link).toHaveCount(1);
      await expect(popup).toContainText(`${price} ${w.perDay}`);
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${w.prefix}/catalog/kyiv/[a-z0-9-]+\\?start=${dates.start}&end=${dates.end}$`));
      await expect(popup.getByRole('button')).toHaveAttribute('aria-label', lang === 'uk' ? 'Закрити' : 'Close');
      await expect(popup.locator('img')).toHaveJSProperty('complete', true);
      await shot(page, `${lang}-popup`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`"search as I move the map" puts the map's box in the URL and the list follows (${lang})`, async ({ page }) => {
      await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
      await open(page, `${w.prefix}/catalog/kyiv`);
      if (isNarrow(page)) await page.getByRole('button', { name: w.showMap }).click();
      await mapReady(page);
      const count = page.locator('main header p span').first();
      const before = (await count.textContent())!;
      const follow = page.getByRole('checkbox', { name: w.follow });
      await expect(follow).not.toBeChecked();

      await follow.check();
      await expect(page).toHaveURL(/[?&]bbox=-?\d/);
      const first = new URL(page.url()).searchParams.get('bbox');
      await expect(follow).toBeChecked();

      // Two steps closer: a quarter of the area, so fewer cars, and the list says so.
      for (let step = 0; step < 2; step += 1) {
        const zoom = await zoomOf(page);
        await page.getByRole('button', { name: w.zoomIn, exact: true }).click();
        await expect.poll(() => zoomOf(page)).toBe(zoom + 1);
      }
      await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(first);
      const box = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
      const was = first!.split(',').map(Number);
      expect(box[2]! - box[0]!).toBeLessThan(was[2]! - was[0]!);
      await expect(count).not.toHaveText(before);
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await shot(page, `${lang}-follow`);
      if (isNarrow(page)) await page.getByRole('button', { name: w.showList }).click();
      // Every card left is inside the box (the list is cut to it).
      await expect(page.locator('#results')).toBeVisible();

      // Off again: the box leaves the URL and the list is the whole city's.
      if (isNarrow(page)) await page.getByRole('button', { name: w.showMap }).click();
      await page.getByRole('checkbox', { name: w.follow }).uncheck();
      await expect(page).not.toHaveURL(/bbox=/);
      await expect(count).toHaveText(before);

      // Back from a followed box to the plain list is off again; forward is on.
      await follow.check();
      await expect(page).toHaveURL(/[?&]bbox=-?\d/);
      await page.goBack();
      await expect(page).not.toHaveURL(/bbox=/);
      await expect(follow).not.toBeChecked();
      await page.goForward();
      await expect(page).toHaveURL(/[?&]bbox=-?\d/);
      await expect(follow).toBeChecked();
    });
  });
}

test('the list reads without JavaScript and without the map', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/catalog/kyiv');
  await expect(page.locator('#results [data-car-id]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: words.uk.region })).toBeHidden();
  await expect(page.getByRole('button', { name: words.uk.showMap })).toHaveCount(0);
  // The list takes the whole width: three cards in a row at 1280 px.
  const boxes = await page.locator('#results [data-car-id]').evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getBoundingClientRect().top));
  expect(new Set(boxes).size).toBe(1);
  await context.close();
});
