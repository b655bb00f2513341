import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * The page's JavaScript starts after the page has loaded and been painted
 * (scripts/deferred-chunks.mjs, served by `npm start`): the document names no chunk as a script or
 * preload, the browser asks for none of them before the load event, the first contentful paint and
 * the paint of the hero photos in view, and the page then hydrates and works — a first visit, in
 * both languages, on a page with photos and one without. The start-up chunks carry V8's compile
 * hint (scripts/compile-hints.ts).
 */
for (const path of ['/', '/en/catalog/kyiv']) {
  test(`${path}: the chunks are requested after the load event, then the page hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//);
    expect(html.match(/__kermoRun\(/g)?.length ?? 0).toBeGreaterThan(3);
    const runtime = /__kermoRun\("(\/_next\/static\/chunks\/turbopack-[\w-]+\.js)"\)/.exec(html)?.[1];
    expect(runtime).toBeTruthy();
    expect((await (await request.get(runtime!)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const heroes = html.match(/<img [^>]*elementtiming="hero"/g)?.length ?? 0;
    expect(heroes > 0).toBe(path.includes('/catalog/'));

    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const timing = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunks = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      // Element timing is only read through an observer (buffered: what was painted before). The
      // server's heroes are the images loaded before the load event (not one the app draws later).
      const heroPaints = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entries = list.getEntries() as (PerformanceEntry & { loadTime: number })[];
          resolve(entries.filter((entry) => entry.loadTime <= navigation.loadEventStart).map((entry) => entry.startTime));
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve([]), 500);
      });
      return { loadEventStart: navigation.loadEventStart, fcp, heroPaints, chunkStarts: chunks.map((entry) => entry.startTime) };
    });
    expect(timing.chunkStarts.length).toBeGreaterThan(3);
    expect(timing.heroPaints.length > 0).toBe(heroes > 0);
    const painted = Math.max(timing.loadEventStart, timing.fcp, ...timing.heroPaints);
    for (const start of timing.chunkStarts) expect(start).toBeGreaterThanOrEqual(painted);

    // Hydrated means working: on a phone, the menu (a client component) opens.
    if (page.viewportSize()!.width <= 984) {
      await page.getByRole('button', { name: /Відкрити меню|Open menu/ }).click();
      await expect(page.getByRole('button', { name: /Закрити меню|Close menu/ })).toBeVisible();
    }
  });
}

/**
 * A visitor quicker than the page's scripts: the sign-in form is filled and sent while the chunks
 * are still on their way (held here until released). The loader holds the post (the page has no
 * POST of its own: it would come back empty), and sends it once the page is hydrated.
 */
test('a sign-in sent before the scripts have run is held, then sent once they have', async ({ page, baseURL, browser }) => {
  const account = await signUpViaApi((await browser.newContext({ baseURL })).request, 'user');
  let release!: () => void;
  const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  const postedToPage: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/sign') postedToPage.push(request.url());
  });
  await page.goto('/sign');
  await page.getByLabel('Електронна пошта').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/cabinet$/);
  expect(postedToPage).toEqual([]);
});

/**
 * A button pressed while the chunks are still on their way is pressed again once the page works — for
 * a visitor, and on a signed-in page, whose shell (header, page, footer) hydrates inside a lazily
 * loaded boundary (components/state/LazySignedInProviders.tsx).
 */
for (const who of ['a visitor', 'signed in'] as const) {
  test(`the phone menu pressed before the scripts have run opens once they have (${who})`, async ({ page }) => {
    test.skip(page.viewportSize()!.width > 984, 'the menu button is the phone header’s');
    if (who === 'signed in') await signUpViaApi(page.request, 'user');
    let release!: () => void;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto('/en/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  });
}

/**
 * A phone: the visitor taps the e-mail field before the page's code has come and types on. The sign-in
 * form's code arrives meanwhile, but the form is not swapped under the finger (the new field would not
 * have the keyboard: iOS does not open it again): the field typed into stays the same element until
 * the visitor presses "Sign in", which sends what was typed (lib/browser/field-in-use.ts).
 */
for (const lang of ['uk', 'en'] as const) {
  test(`a phone’s keyboard stays with the field typed into while the sign-in form’s code arrives (${lang})`, async ({ page, baseURL, browser }) => {
    test.skip(!(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)), 'a touch screen: the phone project');
    const account = await signUpViaApi((await browser.newContext({ baseURL })).request, 'user');
    let release!: () => void;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    const words = lang === 'uk' ? { email: 'Електронна пошта', password: 'Пароль', submit: 'Увійти', prefix: '' } : { email: 'E-mail', password: 'Password', submit: 'Sign in', prefix: '/en' };
    await page.goto(`${words.prefix}/sign`);
    const email = page.getByLabel(words.email);
    await email.tap();
    await page.keyboard.type(account.email.slice(0, 4));
    await email.evaluate((field) => ((window as unknown as { typedInto: Element }).typedInto = field));
    release();
    // Every chunk asked for has come, the sign-in form's own among them.
    await page.waitForLoadState('networkidle');
    await page.keyboard.type(account.email.slice(4));
    expect(await email.evaluate((field) => field === (window as unknown as { typedInto: Element }).typedInto && field === document.activeElement)).toBe(true);
    await page.getByLabel(words.password, { exact: true }).tap();
    await page.keyboard.type(account.password);
    await page.getByRole('button', { name: words.submit, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/cabinet$`));
  });
}

/**
 * A phone's "Go" before the page's code has come: the field keeps the focus, and the post, held by
 * the page's loader, is sent when React's root hydrates — the sign-in form (waiting while a field
 * is typed into) takes it, goes live and signs in, once.
 */
test('a sign-in sent with the phone keyboard’s Go before the scripts have run signs in once', async ({ page, baseURL, browser }) => {
  test.skip(!(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)), 'a touch screen: the phone project');
  const account = await signUpViaApi((await browser.newContext({ baseURL })).request, 'user');
  let release!: () => void;
  const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/sign-in') signIns.push(request.url());
  });
  await page.goto('/sign');
  await page.getByLabel('Електронна пошта').tap();
  await page.keyboard.type(account.email);
  await page.getByLabel('Пароль', { exact: true }).tap();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  release();
  await expect(page).toHaveURL(/\/cabinet$/);
  expect(signIns).toHaveLength(1);
});
