import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CityLinks } from '@/components/catalog/CityLinks';
import styles from '@/components/catalog/catalog.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { listCities } from '@/lib/server/geo/list-cities';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, tm, cities] = await Promise.all([getTranslations({ locale, namespace: 'Catalog' }), getTranslations({ locale, namespace: 'Metadata' }), listCities(locale)]);
  return pageMetadata({ locale, screen: 'catalog', title: t('title'), description: t('description', { count: cities.length }), siteName: tm('siteName') });
}

/** All cities. The search form without JavaScript lands here with ?city=…: send it on to the city. */
export default async function CatalogPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, cities] = await Promise.all([getTranslations('Catalog'), listCities(locale)]);
  const wanted = typeof query.city === 'string' ? cities.find((city) => city.slug === query.city) : undefined;
  if (wanted) {
    const dates = { start: typeof query.start === 'string' ? query.start : undefined, end: typeof query.end === 'string' ? query.end : undefined };
    redirect(href('catalog-cityslug', { locale, params: { cityslug: wanted.slug }, query: dates }));
  }
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('description', { count: cities.length })}</p>
      <CityLinks
        heading={t('citiesHeading')}
        cities={cities.map((city) => ({ ...city, href: href('catalog-cityslug', { locale, params: { cityslug: city.slug } }) }))}
      />
    </main>
  );
}
