import { jsonLdText } from '@/lib/seo/json-ld';

/**
 * schema.org data for search engines. A data block, not a script: it never runs (so the page's CSP
 * nonce is not needed), and `jsonLdText` escapes `<`, so no text in it can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
