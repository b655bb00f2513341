import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CatalogScreen } from '@/components/catalog/CatalogScreen';
import { JsonLd } from '@/components/seo/JsonLd';
import { kyivToday } from '@/lib/catalog/search-params';
import type { Locale } from '@/lib/i18n/locales';
import { catalogPageJsonLd } from '@/lib/server/catalog/catalog-json-ld';
import { catalogMetadata, loadCatalogPage } from '@/lib/server/catalog/catalog-page';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  return catalogMetadata(locale, null, query, new Date());
}

/** Every listed car in Ukraine; the home page's search without JavaScript lands here with ?city=…. */
export default async function CatalogPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const now = new Date();
  const page = await loadCatalogPage(locale, null, await searchParams, now);
  if ('redirect' in page) redirect(page.redirect);
  if ('notFound' in page) notFound();
  return (
    <>
      <CatalogScreen locale={locale} today={kyivToday(now)} {...page.data} />
      <JsonLd data={await catalogPageJsonLd(locale, page.data)} />
    </>
  );
}
