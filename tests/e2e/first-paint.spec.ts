import { expect, test } from '@playwright/test';

/**
 * The first paint waits for the whole page's markup (app/[locale]/layout.tsx): a parser that yielded
 * midway had painted a header or the cookie notice half read, and they grew when the rest came (a
 * layout shift on some first visits). The head names the element that closes the page as
 * render-blocking, and everything a visitor sees comes before it in the markup the server sends.
 */
for (const path of ['/', '/en/catalog/kyiv', '/sign']) {
  test(`${path}: nothing is painted before the page has been read to its end`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="expect" href="#page-end" blocking="render"\/?>/);
    const end = html.search(/<div id="page-end" hidden=""><\/div>/);
    expect(end).toBeGreaterThan(0);
    for (const part of ['</header>', '</main>', '</footer>']) expect(html.lastIndexOf(part), part).toBeLessThan(end);
    // After it only scripts (the flight data, the loader's calls) until the body ends.
    const rest = html.slice(html.indexOf('</div>', end) + '</div>'.length, html.lastIndexOf('</body>'));
    expect(rest.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').trim()).toBe('');
    // The browser reads it as written: the link in the head, the page shown.
    await page.goto(path);
    expect(await page.evaluate(() => document.querySelector('link[rel="expect"]')?.parentElement === document.head)).toBe(true);
    await expect(page.locator('main')).toBeVisible();
  });
}
