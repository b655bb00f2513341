import { breadcrumbListLd, type Crumb } from './json-ld';

/**
 * schema.org data of a catalog list page (docs/catalog.md "SEO"): its `BreadcrumbList` (Home ›
 * Catalog › City, as the page's own breadcrumbs read) and, on the indexed lists, an `ItemList` of the
 * cars the page shows in its order — Google's "summary page" form: each entry only a position, the
 * car page's URL and the card's title. No `Product` or `Offer` per entry: product markup belongs on
 * the page of one product (the car page carries it), not on a list of them.
 */
export function catalogJsonLd(options: {
  origin: URL;
  breadcrumbs: readonly Crumb[];
  /** The cars of this page in their order; null leaves the `ItemList` out (a search variant kept out of the index). */
  items: readonly { url: string; title: string }[] | null;
  /** The position of the page's first car in the whole list: page 3 of 20 a page starts at 41. */
  firstPosition: number;
}): object[] {
  const data: object[] = [breadcrumbListLd(options.breadcrumbs, options.origin)];
  if (options.items?.length) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: options.items.map((item, index) => ({
        '@type': 'ListItem',
        position: options.firstPosition + index,
        url: new URL(item.url, options.origin).toString(),
        name: item.title,
      })),
    });
  }
  return data;
}
