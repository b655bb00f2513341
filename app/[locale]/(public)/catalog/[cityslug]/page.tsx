import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CityLinks } from '@/components/catalog/CityLinks';
import { EmptyCity } from '@/components/catalog/EmptyCity';
import styles from '@/components/catalog/catalog.module.css';
import { kyivToday, parseSearchDates } from '@/lib/catalog/search-params';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { EARN_LANDING_SLUG } from '@/lib/site/landing';
import { getCityBySlug, listCities } from '@/lib/server/geo/list-cities';

type Props = {
  params: Promise<{ locale: Locale; cityslug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, cityslug } = await params;
  const [city, t, tm] = await Promise.all([getCityBySlug(cityslug, locale), getTranslations({ locale, namespace: 'Catalog' }), getTranslations({ locale, namespace: 'Metadata' })]);
  if (!city) return {};
  return pageMetadata({
    locale,
    screen: 'catalog-cityslug',
    params: { cityslug },
    title: t('titleCity', { city: city.name }),
    description: t('descriptionCity', { city: city.name }),
    siteName: tm('siteName'),
  });
}

/**
 * A city's catalog. Listings arrive with cars (roadmap 2–3); until a city has any, the page says
 * so and invites owners, keeping the searched dates visible.
 */
export default async function CityCatalogPage({ params, searchParams }: Props) {
  const { locale, cityslug } = await params;
  setRequestLocale(locale);
  const [city, cities, t, query] = await Promise.all([getCityBySlug(cityslug, locale), listCities(locale), getTranslations('Catalog'), searchParams]);
  if (!city) notFound();
  const dates = parseSearchDates(query, kyivToday());
  const format = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{t('titleCity', { city: city.name })}</h1>
      <p className={styles.lead}>
        {dates ? t('dates', { start: format.format(new Date(`${dates.start}T00:00:00Z`)), end: format.format(new Date(`${dates.end}T00:00:00Z`)) }) : city.region}
      </p>
      <EmptyCity
        title={t('emptyTitle')}
        text={t('emptyText')}
        cta={{ href: href('slug', { locale, params: { slug: EARN_LANDING_SLUG } }), label: t('emptyCta') }}
      />
      <CityLinks
        heading={t('otherCities')}
        cities={cities
          .filter((other) => other.slug !== city.slug)
          .map((other) => ({ ...other, href: href('catalog-cityslug', { locale, params: { cityslug: other.slug }, query: dates ?? undefined }) }))}
      />
    </main>
  );
}
