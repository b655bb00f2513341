import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { listPopularCities } from '@/lib/server/geo/list-popular-cities';
import styles from './home.module.css';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    screen: 'index',
    title: t('defaultTitle'),
    description: t('defaultDescription'),
    siteName: t('siteName'),
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, cities] = await Promise.all([getTranslations('Home'), listPopularCities(locale)]);
  return (
    <main id="main" className={styles.main}>
      <section className={`container ${styles.hero}`}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </section>
      <section className="container" aria-labelledby="popular-cities">
        <h2 id="popular-cities">{t('citiesHeading')}</h2>
        <p className={styles.muted}>{t('citiesCount', { count: cities.length })}</p>
        <ul className={styles.cities}>
          {cities.map((city) => (
            <li key={city.id}>
              <a href={href('catalog-cityslug', { locale, params: { cityslug: city.slug } })} className={styles.city}>
                <span className={styles.cityName}>{city.name}</span>
                <span className={styles.muted}>{city.region}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
