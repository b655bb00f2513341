/** schema.org JSON-LD shared by the pages that carry it (the car page, the catalog lists). */

export type Crumb = { name: string; path: string };

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text in it can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page's trail as a `BreadcrumbList`, the URLs absolute (Google reads `item` as a URL). */
export function breadcrumbListLd(crumbs: readonly Crumb[], origin: URL): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: new URL(crumb.path, origin).toString() })),
  };
}
