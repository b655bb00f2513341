import { expect, type Page, test } from '@playwright/test';
import { kyivToday } from '../../lib/catalog/search-params';
import { open, reload } from './helpers';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 500;
// Search dates must lie ahead: next year's, so the suite never goes stale.
const nextYear = Number(kyivToday().slice(0, 4)) + 1;

test.describe('proxy rules', () => {
  test('upper-case paths get a 301 to lower case with the query kept', async ({ request }) => {
    const response = await request.get('/Catalog/Kyiv?start=2026-12-01&Ref=X', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/catalog\/kyiv\?start=2026-12-01&Ref=X$/);
  });

  test('paths containing s-login keep their case', async ({ request }) => {
    const response = await request.get('/s-login/AbCdEf123', { maxRedirects: 0 });
    expect(response.status()).not.toBe(301);
  });

  test('signed-in and host screens send visitors to sign-in with ref', async ({ request }) => {
    const cabinet = await request.get('/cabinet?tab=cars', { maxRedirects: 0 });
    expect(cabinet.headers().location).toMatch(/\/sign\?ref=%2Fcabinet%3Ftab%3Dcars$/);
    const cars = await request.get('/en/car-list', { maxRedirects: 0 });
    expect(cars.headers().location).toMatch(/\/en\/sign-host\?ref=%2Fen%2Fcar-list$/);
  });
});

test.describe('language', () => {
  test('the switcher opens the same page in the other language, params and query kept, and back', async ({ page }) => {
    await open(page, `/catalog/lviv?start=${nextYear}-12-01&end=${nextYear}-12-05`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await page.getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'Eng' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/catalog/lviv\\?start=${nextYear}-12-01&end=${nextYear}-12-05$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car rental — Lviv');
    // Back to Ukrainian although the cookie now says English.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Укр' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/lviv\\?start=${nextYear}-12-01&end=${nextYear}-12-05$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оренда авто — Львів');
  });

  test('the locale cookie brings a returning English visitor to /en', async ({ page, context }) => {
    await open(page, '/en/faq');
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');
    await open(page, '/faq');
    await expect(page).toHaveURL(/\/en\/faq$/);
  });
});

test.describe('error pages', () => {
  test('an unknown page is a server-rendered 404, readable without JavaScript, in both languages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
    const page = await context.newPage();
    const uk = await page.goto('/no-such-page/at-all');
    expect(uk?.status()).toBe(404);
    await expect(page.getByText('Цієї сторінки не існує')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/en');
    await context.close();
  });

  test('a screen with an unknown guard shows the error page with 500 "Unknown middleware"', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto('/en/password/change');
    expect(response?.status()).toBe(500);
    await expect(page.getByText('Unknown middleware')).toBeVisible();
    await expect(page.getByText('Error 500: Internal server error')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go home' })).toBeVisible();
    await context.close();
  });
});

test.describe('header and footer', () => {
  test('menus come from the database in the page language', async ({ page, request }) => {
    const settings = await (await request.post('/api/settings/all', { data: { lang: 'en' } })).json();
    await open(page, '/en');
    if (!isMobile(page)) {
      const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
      for (const item of settings.data.mainMenu) await expect(nav.getByRole('link', { name: item.name, exact: true }).first()).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const column of settings.data.footerMenu) await expect(footer.getByText(column.name, { exact: true }).first()).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Kermo`)).toBeVisible();
  });

  test('main menu dropdowns open on hover and on keyboard focus (desktop)', async ({ page }) => {
    test.skip(isMobile(page), 'the burger replaces the main menu on small screens');
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Головне меню' }).first();
    const child = nav.getByRole('link', { name: 'Львів' });
    await expect(child).toBeHidden();
    await nav.getByRole('link', { name: 'Оренда авто', exact: true }).hover();
    await expect(child).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(child).toBeHidden();
    await nav.getByRole('link', { name: 'Оренда авто', exact: true }).focus();
    await expect(child).toBeVisible();
  });

  test('visitors see sign-in, sign-up and the earn link on desktop; the burger elsewhere', async ({ page }) => {
    await open(page, '/');
    const banner = page.getByRole('banner');
    if (isMobile(page)) {
      await expect(banner.getByRole('link', { name: 'Увійти' })).toBeHidden();
      const burger = banner.getByRole('button', { name: 'Відкрити меню' });
      await burger.click();
      const panel = page.getByRole('navigation', { name: 'Головне меню' }).last();
      await expect(panel.getByRole('link', { name: 'Здати авто' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Увійти' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(burger).toBeFocused();
    } else {
      await expect(banner.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/sign');
      await expect(banner.getByRole('link', { name: 'Зареєструватися' })).toHaveAttribute('href', '/register-user');
      await expect(banner.getByTestId('header-role-link')).toHaveText('Заробляйте з Kermo');
      await expect(banner.getByRole('button', { name: 'Відкрити меню' })).toBeHidden();
    }
  });

  test('footer columns are accordions at 500px and below, with a 500 ms lock', async ({ page }) => {
    test.skip(!isMobile(page), 'accordions exist only on narrow screens');
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Орендарям' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.dblclick();
    // The second click of a double click lands inside the lock: still open.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Каталог авто' })).toBeVisible();
  });

  test('the cookie notice stays away for 7 days once accepted', async ({ page, context }) => {
    await open(page, '/');
    const notice = page.getByRole('region', { name: 'Політика конфіденційності' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Зрозуміло' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieApprove');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);
    await reload(page);
    await expect(page.getByRole('button', { name: 'Зрозуміло' })).toHaveCount(0);
  });
});

test.describe('home and content', () => {
  test('the search leads to the city catalog with the dates', async ({ page }) => {
    await open(page, '/');
    await page.getByLabel('Місто').selectOption('odesa');
    // Typed as Ukrainian writes dates (the dots put in), whatever the browser's own language.
    const start = page.getByLabel('Початок оренди', { exact: true });
    await expect(start).toHaveAttribute('placeholder', 'дд.мм.рррр');
    await start.pressSequentially(`0106${nextYear}`);
    await expect(start).toHaveValue(`01.06.${nextYear}`);
    await page.getByLabel('Кінець оренди', { exact: true }).pressSequentially(`0806${nextYear}`);
    await page.getByRole('button', { name: 'Знайти авто' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/odesa\\?start=${nextYear}-06-01&end=${nextYear}-06-08$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оренда авто — Одеса');
    // The dates, at the default pick-up time, and the search form keeps them.
    await expect(page.getByText(`01.06.${nextYear}, 10:00 — 08.06.${nextYear}, 10:00`).first()).toBeVisible();
  });

  test('one press of the search with an impossible date and no city says both, and sends nothing', async ({ page }) => {
    await open(page, '/');
    // Typing, then the button at once: the date's own error must not move the button under the press.
    await page.getByLabel('Початок оренди', { exact: true }).pressSequentially(`3002${nextYear}`);
    await page.getByRole('button', { name: 'Знайти авто' }).click();
    await expect(page.getByText('Такої дати в календарі немає')).toBeVisible();
    await expect(page.locator('#search-city-error')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the search refuses a return before the pick-up', async ({ page }) => {
    await open(page, '/en');
    await page.getByLabel('City').selectOption('kyiv');
    // A pasted ISO date is understood, and shown day first.
    await page.getByLabel('Pick-up date', { exact: true }).fill(`${nextYear}-06-08`);
    await expect(page.getByLabel('Pick-up date', { exact: true })).toHaveValue(`08/06/${nextYear}`);
    await page.getByLabel('Return date', { exact: true }).fill(`${nextYear}-06-01`);
    await page.getByRole('button', { name: 'Find a car' }).click();
    await expect(page.getByText('The return date must be after the pick-up date')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('content pages come from the database in both languages, the earn landing among them', async ({ page }) => {
    await open(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поширені запитання');
    await open(page, '/en/earn-with-kermo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up as a car owner' })).toHaveAttribute('href', '/en/register-host');
  });

  test('sitemap and robots are generated from the registry and the database', async ({ request }) => {
    // /sitemap.xml is an index of files: the pages', then the cars' by id range (catalog-seo.spec.ts).
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toMatch(/\/sitemaps\/sitemap\/pages\.xml<\/loc>/);
    const sitemap = await (await request.get('/sitemaps/sitemap/pages.xml')).text();
    expect(sitemap).toContain('/catalog/kyiv</loc>');
    expect(sitemap).toContain('/en/faq</loc>');
    expect(sitemap).toContain('hreflang="en"');
    expect(sitemap).toContain('hreflang="x-default"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/cabinet/);
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
  });
});
