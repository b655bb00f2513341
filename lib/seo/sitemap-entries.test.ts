import { describe, expect, it } from 'vitest';
import { localizedEntries, sitemapIndexXml } from './sitemap-entries';

const origin = new URL('https://kermo.ua');

describe('localizedEntries', () => {
  it('lists each language as its own URL, each naming every language and x-default as alternates', () => {
    const changed = new Date('2026-11-02T08:00:00Z');
    const entries = localizedEntries(origin, 'catalog-cityslug-carslug', { cityslug: 'kyiv', carslug: 'toyota-camry-2021-7' }, changed);
    const languages = { uk: 'https://kermo.ua/catalog/kyiv/toyota-camry-2021-7', en: 'https://kermo.ua/en/catalog/kyiv/toyota-camry-2021-7', 'x-default': 'https://kermo.ua/catalog/kyiv/toyota-camry-2021-7' };
    expect(entries).toEqual([
      { url: languages.uk, lastModified: changed, alternates: { languages } },
      { url: languages.en, lastModified: changed, alternates: { languages } },
    ]);
  });

  it('leaves lastmod out when the change is unknown', () => {
    expect(localizedEntries(origin, 'catalog').map((entry) => Object.keys(entry))).toEqual([
      ['url', 'alternates'],
      ['url', 'alternates'],
    ]);
  });
});

describe('sitemapIndexXml', () => {
  it('writes a sitemaps.org index with escaped locations and lastmod where known', () => {
    const xml = sitemapIndexXml([{ url: 'https://kermo.ua/sitemaps/sitemap/pages.xml' }, { url: 'https://kermo.ua/sitemaps/sitemap/cars-0.xml?a=1&b=2', lastModified: new Date('2026-11-02T08:00:00Z') }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap>\n<loc>https://kermo.ua/sitemaps/sitemap/pages.xml</loc>\n</sitemap>\n' +
        '<sitemap>\n<loc>https://kermo.ua/sitemaps/sitemap/cars-0.xml?a=1&amp;b=2</loc>\n<lastmod>2026-11-02T08:00:00.000Z</lastmod>\n</sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
