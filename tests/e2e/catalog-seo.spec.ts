import { type APIRequestContext, expect, test } from '@playwright/test';
import { PRICE_FONT } from '../../lib/site/fonts';
import { fontPreloads } from './helpers';

/**
 * The catalog's SEO as a crawler meets it (docs/catalog.md "SEO"), on the demo fleet:
 * /sitemap.xml is an index of files; every URL in them answers 200 without a redirect, names
 * itself as canonical and carries the sitemap's hreflang alternates; the list pages' head in both
 * languages; their JSON-LD parses and names the cards the page shows.
 */

const tagsOf = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((match) => match[0]);
// React writes some attributes camel-cased (hrefLang); HTML does not mind.
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
/** `http://host` and `http://host/` are one URL. */
const same = (a: string | undefined, b: string) => a !== undefined && new URL(a).toString() === new URL(b).toString();
const headLinks = (html: string) => tagsOf(html, 'link');

type SitemapUrl = { loc: string; alternates: Record<string, string> };

function urlsOf(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(tagsOf(body!, 'xhtml:link').map((link) => [attr(link, 'hreflang')!, attr(link, 'href')!])),
  }));
}

/** Runs `work` over `items`, a few at a time (the server is the one under test, on two cores). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function sitemapUrls(request: APIRequestContext, baseURL: string) {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files[0]).toBe(`${baseURL}/sitemaps/sitemap/pages.xml`);
  expect(files).toContain(`${baseURL}/sitemaps/sitemap/cars-0.xml`);
  const urls: SitemapUrl[] = [];
  for (const file of files) {
    const response = await request.get(file.replace(baseURL, ''));
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(xml, file).toContain('<urlset');
    urls.push(...urlsOf(xml));
  }
  return urls;
}

test.describe('catalog SEO', () => {
  test('every URL of the sitemap answers 200 as its own canonical, with the same alternates', async ({ request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a crawler has no viewport: once is enough');
    test.setTimeout(300_000);
    const urls = await sitemapUrls(request, baseURL!);
    // The demo fleet's cars in both languages, and the cities.
    expect(urls.filter((url) => /\/catalog\/[^/]+\/[^/]+$/.test(url.loc)).length).toBeGreaterThan(100);
    expect(urls.map((url) => url.loc)).toEqual(expect.arrayContaining([`${baseURL}/catalog/kyiv`, `${baseURL}/en/catalog/kyiv`]));
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);

    // As a crawler asks: no cookies (the language cookie would send an unprefixed page to /en) and
    // no redirects followed.
    const problems: string[] = [];
    await eachLimited(urls, 3, async ({ loc, alternates }) => {
      const response = await fetch(loc, { redirect: 'manual' });
      if (response.status !== 200) {
        problems.push(`${loc}: ${response.status} ${response.headers.get('location') ?? ''}`);
        return;
      }
      const html = await response.text();
      const links = headLinks(html);
      const canonical = links.find((link) => attr(link, 'rel') === 'canonical');
      if (!canonical || !same(attr(canonical, 'href'), loc)) problems.push(`${loc}: canonical ${canonical && attr(canonical, 'href')}`);
      const hreflang = Object.fromEntries(links.filter((link) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang')).map((link) => [attr(link, 'hreflang')!, attr(link, 'href')!]));
      const sorted = (links: Record<string, string>) => JSON.stringify(Object.entries(links).map(([lang, url]) => [lang, new URL(url).toString()]).sort());
      if (sorted(hreflang) !== sorted(alternates)) problems.push(`${loc}: hreflang ${JSON.stringify(hreflang)} ≠ sitemap ${JSON.stringify(alternates)}`);
      if (tagsOf(html, 'meta').some((meta) => attr(meta, 'name') === 'robots' && /noindex/.test(attr(meta, 'content') ?? ''))) problems.push(`${loc}: noindex`);
    });
    expect(problems).toEqual([]);
  });

  for (const lang of ['uk', 'en'] as const) {
    test(`the list pages' head and JSON-LD (${lang})`, async ({ page, baseURL }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the head does not depend on the viewport');
      const prefix = lang === 'en' ? '/en' : '';
      const words = lang === 'en' ? { city: 'Car rental — Kyiv', country: 'Car rental in Ukraine', home: 'Home', catalog: 'Catalog', kyiv: 'Kyiv', og: 'en_US' } : { city: 'Оренда авто — Київ', country: 'Оренда авто в Україні', home: 'Головна', catalog: 'Каталог', kyiv: 'Київ', og: 'uk_UA' };

      for (const [path, title, crumbs] of [
        [`${prefix}/catalog/kyiv`, words.city, [words.home, words.catalog, words.kyiv]],
        [`${prefix}/catalog`, words.country, [words.home, words.catalog]],
      ] as const) {
        const response = await page.goto(path);
        expect(response!.status()).toBe(200);
        // A page of prices asks for ₴'s font from its head, not after its first layout.
        expect(await fontPreloads(page, response!)).toContain(PRICE_FONT);
        const url = `${baseURL}${path}`;
        const bare = path.replace(/^\/en/, '') || '/';
        await expect(page).toHaveTitle(`${title} — Kermo`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
        await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', `${baseURL}${bare}`);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en${bare}`);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}${bare}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', words.og);
        await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Kermo');
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

        const scripts = page.locator('script[type="application/ld+json"]');
        await expect(scripts).toHaveCount(1);
        const [trail, list] = JSON.parse((await scripts.textContent())!) as [
          { '@type': string; itemListElement: { position: number; name: string; item: string }[] },
          { '@type': string; itemListElement: { position: number; url: string; name: string }[] },
        ];
        expect(trail['@type']).toBe('BreadcrumbList');
        expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual(crumbs);
        expect(trail.itemListElement.at(-1)!.item).toBe(url);
        // The ItemList is the cards, in order: their links and titles.
        const cards = page.locator('#results ol > li');
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        expect(list['@type']).toBe('ItemList');
        expect(list.itemListElement.map((entry) => entry.position)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
        for (const [index, entry] of list.itemListElement.entries()) {
          const link = cards.nth(index).getByRole('link').first();
          await expect(link).toHaveAttribute('href', entry.url.replace(baseURL!, ''));
          await expect(link).toContainText(entry.name);
        }
      }

      // Page 2 of Kyiv: its own canonical, and the list goes on from 21.
      await page.goto(`${prefix}/catalog/kyiv?page=2`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${prefix}/catalog/kyiv?page=2`);
      const second = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as [unknown, { itemListElement: { position: number }[] }];
      expect(second[1].itemListElement[0]!.position).toBe(21);

      // A filtered search: noindex, the bare list as canonical, breadcrumbs only.
      await page.goto(`${prefix}/catalog/kyiv?seats=5`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${prefix}/catalog/kyiv`);
      const variant = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string }[];
      expect(variant.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
    });
  }
});
