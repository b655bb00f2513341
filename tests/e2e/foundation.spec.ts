import { expect, test } from '@playwright/test';

test.describe('the app serves both languages from the server', () => {
  test('Ukrainian home at / with popular cities from the database', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оренда авто від власників по всій Україні');
    await expect(page).toHaveTitle(/Kermo/);
    const kyiv = page.getByRole('link', { name: /Київ/ });
    await expect(kyiv).toHaveAttribute('href', '/catalog/kyiv');
    await expect(page.getByRole('heading', { name: 'Популярні міста' })).toBeVisible();
  });

  test('English home at /en', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rent a car from local owners across Ukraine');
    await expect(page.getByRole('link', { name: /Kyiv/ })).toHaveAttribute('href', '/en/catalog/kyiv');
  });

  test('pages are readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оренда авто від власників по всій Україні');
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rent a car from local owners across Ukraine');
    await context.close();
  });

  test('canonical and hreflang alternates point at both languages', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', /:\d+\/?$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /:\d+\/?$/);
  });

  test('an English browser is sent to /en and the locale cookie remembers it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');
    await context.close();
  });
});

test.describe('the API from a browser', () => {
  test('settings/all answers in English and rejects malformed JSON with the envelope', async ({ page }) => {
    await page.goto('/en');
    const result = await page.evaluate(async () => {
      const ok = await fetch('/api/settings/all', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"lang":"en"}' });
      const bad = await fetch('/api/settings/all', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"lang":' });
      return { okStatus: ok.status, ok: await ok.json(), badStatus: bad.status, bad: await bad.json() };
    });
    expect(result.okStatus).toBe(200);
    expect(result.ok.data.mainMenu.map((item: { name: string }) => item.name)).toContain('Rent a car');
    expect(result.badStatus).toBe(400);
    // The page is English, so the locale cookie makes the error English too.
    expect(result.bad.error).toMatchObject({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });
});
