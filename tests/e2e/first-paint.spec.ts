import { expect, test } from '@playwright/test';

/**
 * The first paint waits for the whole page's markup (app/[locale]/layout.tsx): a parser that yielded
 * midway had painted a header or the cookie notice half read, and they grew when the rest came (a
 * layout shift on some first visits). The head names the element that closes the page as
 * render-blocking, and everything a visitor sees comes before it.
 */
for (const path of ['/', '/en/catalog/kyiv', '/sign']) {
  test(`${path}: nothing is painted before the page has been read to its end`, async ({ page }) => {
    await page.goto(path);
    const layout = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="expect"]');
      const end = link ? document.querySelector(link.getAttribute('href') ?? '') : null;
      const seen = [...document.body.querySelectorAll('header, main, footer, section')];
      return {
        inHead: link?.parentElement === document.head,
        blocking: link?.getAttribute('blocking'),
        hidden: end instanceof HTMLElement && end.hidden,
        afterAll: !!end && seen.length > 2 && seen.every((element) => element.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING),
        // Only scripts (the flight data, the loader's calls) may come after it.
        lastBeforeScripts: !!end && [...document.body.children].slice([...document.body.children].indexOf(end) + 1).every((element) => element.tagName === 'SCRIPT'),
      };
    });
    expect(layout).toEqual({ inHead: true, blocking: 'render', hidden: true, afterAll: true, lastBeforeScripts: true });
  });
}
