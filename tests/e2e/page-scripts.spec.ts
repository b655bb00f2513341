import { expect, test } from '@playwright/test';

/**
 * The page's JavaScript starts after the page has loaded (scripts/deferred-chunks.mjs, served by
 * `npm start`): the document names no chunk as a script or preload, the browser asks for none of
 * them before the load event, and the page then hydrates and works — a first visit, in both
 * languages, on a page with a photo and one without.
 */
for (const path of ['/', '/en/catalog/kyiv']) {
  test(`${path}: the chunks are requested after the load event, then the page hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//);
    expect(html.match(/__kermoRun\(/g)?.length ?? 0).toBeGreaterThan(3);

    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunks = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'));
      return { loadEventStart: navigation.loadEventStart, chunkStarts: chunks.map((entry) => entry.startTime) };
    });
    expect(timing.chunkStarts.length).toBeGreaterThan(3);
    for (const start of timing.chunkStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);

    // Hydrated means working: on a phone, the menu (a client component) opens.
    if (page.viewportSize()!.width <= 984) {
      await page.getByRole('button', { name: /Відкрити меню|Open menu/ }).click();
      await expect(page.getByRole('button', { name: /Закрити меню|Close menu/ })).toBeVisible();
    }
  });
}
