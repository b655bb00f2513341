import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CatalogScreen } from '@/components/catalog/CatalogScreen';
import { JsonLd } from '@/components/seo/JsonLd';
import { kyivToday } from '@/lib/catalog/search-params';
import type { Locale } from '@/lib/i18n/locales';
import { catalogPageJsonLd } from '@/lib/server/catalog/catalog-json-ld';
import { catalogMetadata, loadCatalogPage } from '@/lib/server/catalog/catalog-page';
import { getCityBySlug } from '@/lib/server/geo/list-cities';

type Props = {
  params: Promise<{ locale: Locale; cityslug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale, cityslug }, query] = await Promise.all([params, searchParams]);
  const city = await getCityBySlug(cityslug, locale);
  return city ? catalogMetadata(locale, city, query, new Date()) : {};
}

/** A city's listed cars: search, filters, sorts and pages, all in the URL. */
export default async function CityCatalogPage({ params, searchParams }: Props) {
  const { locale, cityslug } = await params;
  setRequestLocale(locale);
  const now = new Date();
  const page = await loadCatalogPage(locale, cityslug, await searchParams, now);
  if ('redirect' in page) redirect(page.redirect);
  if ('notFound' in page) notFound();
  return (
    <>
      <CatalogScreen locale={locale} today={kyivToday(now)} {...page.data} />
      <JsonLd data={await catalogPageJsonLd(locale, page.data)} />
    </>
  );
}
