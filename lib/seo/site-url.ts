/** The public origin used for canonical URLs, hreflang and the sitemap (APP_URL, else localhost). */
export function siteUrl(): URL {
  return new URL(process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`);
}
