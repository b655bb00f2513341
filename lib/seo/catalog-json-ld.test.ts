import { describe, expect, it } from 'vitest';
import { catalogJsonLd } from './catalog-json-ld';
import { jsonLdText } from './json-ld';

const origin = new URL('https://kermo.ua');
const breadcrumbs = [
  { name: 'Головна', path: '/' },
  { name: 'Каталог', path: '/catalog' },
  { name: 'Київ', path: '/catalog/kyiv' },
];
const items = [
  { url: '/catalog/kyiv/toyota-camry-2021-1234', title: 'Toyota Camry 2021' },
  { url: '/catalog/kyiv/skoda-octavia-2019-77', title: 'Škoda Octavia 2019' },
];

describe('catalogJsonLd', () => {
  it('gives the trail as a BreadcrumbList and the page’s cars as an ItemList of absolute URLs, positioned across pages', () => {
    const [trail, list] = catalogJsonLd({ origin, breadcrumbs, items, firstPosition: 41 }) as Record<string, unknown>[];
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Головна', item: 'https://kermo.ua/' },
        { '@type': 'ListItem', position: 2, name: 'Каталог', item: 'https://kermo.ua/catalog' },
        { '@type': 'ListItem', position: 3, name: 'Київ', item: 'https://kermo.ua/catalog/kyiv' },
      ],
    });
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 41, url: 'https://kermo.ua/catalog/kyiv/toyota-camry-2021-1234', name: 'Toyota Camry 2021' },
        { '@type': 'ListItem', position: 42, url: 'https://kermo.ua/catalog/kyiv/skoda-octavia-2019-77', name: 'Škoda Octavia 2019' },
      ],
    });
  });

  it('claims no product, offer or rating on a list: those belong to the car page', () => {
    const text = JSON.stringify(catalogJsonLd({ origin, breadcrumbs, items, firstPosition: 1 }));
    expect(text).not.toMatch(/Product|Offer|Rating|price/i);
  });

  it('leaves the ItemList out for a variant kept out of the index, and for a page without cars', () => {
    expect(catalogJsonLd({ origin, breadcrumbs, items: null, firstPosition: 1 }).map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
    expect(catalogJsonLd({ origin, breadcrumbs, items: [], firstPosition: 21 }).map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });

  it('serializes so no car title can close the script, and parses back to the same title', () => {
    const title = 'Evil</script><script>alert(1)</script><!--';
    const text = jsonLdText(catalogJsonLd({ origin, breadcrumbs: [...breadcrumbs.slice(0, 2), { name: '</SCRIPT>', path: '/catalog/x' }], items: [{ url: '/catalog/x/evil-1', title }], firstPosition: 1 }));
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(text).not.toContain('<');
    const [trail, list] = JSON.parse(text) as [{ itemListElement: { name: string }[] }, { itemListElement: { name: string }[] }];
    expect(list.itemListElement[0]!.name).toBe(title);
    expect(trail.itemListElement[2]!.name).toBe('</SCRIPT>');
  });
});
