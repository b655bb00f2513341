import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchForm } from '@/components/home/SearchForm';
import { kyivToday } from '@/lib/catalog/search-params';
import { CATALOG_LIMITS } from '@/lib/catalog/search-limits';
import { dateFieldWords } from '@/lib/format/date-field-words';
import { addDays } from '@/lib/time/iso-date';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { EARN_LANDING_SLUG } from '@/lib/site/landing';
import { listCities } from '@/lib/server/geo/list-cities';
import styles from './home.module.css';

type Props = { params: Promise<{ locale: Locale }> };

const STEPS = ['find', 'book', 'pickup', 'drive'] as const;
const TRUST = ['verified', 'owners', 'prices', 'cancel', 'support'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, screen: 'index', title: t('defaultTitle'), description: t('defaultDescription'), siteName: t('siteName'), absoluteTitle: true });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tv, td, cities] = await Promise.all([getTranslations('Home'), getTranslations('Validation'), getTranslations('Forms.date'), listCities(locale)]);
  const today = kyivToday();
  // The catalog's own limits: a start up to the search horizon, an end up to the longest rental after it.
  const dateSpec = (label: string, max: string) => ({ label, max, words: dateFieldWords((key, values) => td(key, values), { label, min: today, max, locale }) });
  const popular = cities.filter((city) => city.popular);
  return (
    <main id="main">
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <SearchForm
            locale={locale}
            today={today}
            cities={cities.map(({ slug, name }) => ({ slug, name }))}
            dates={{
              start: dateSpec(t('search.start'), addDays(today, CATALOG_LIMITS.aheadDays)),
              end: dateSpec(t('search.end'), addDays(today, CATALOG_LIMITS.aheadDays + CATALOG_LIMITS.maxLengthDays)),
            }}
            labels={{
              heading: t('search.heading'),
              city: t('search.city'),
              cityPlaceholder: t('search.cityPlaceholder'),
              submit: t('search.submit'),
              endBeforeStart: t('search.endBeforeStart'),
              required: tv('selectOption'),
            }}
          />
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="popular-cities">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="popular-cities" className={styles.heading}>
              {t('citiesHeading')}
            </h2>
            <p className={styles.muted}>{t('citiesLead')}</p>
          </div>
          <a href={href('catalog', { locale })} className={styles.more}>
            {t('allCities')} · {t('citiesCount', { count: cities.length })}
          </a>
        </div>
        <ul className={styles.cities}>
          {popular.map((city, index) => (
            <li key={city.id}>
              <a href={href('catalog-cityslug', { locale, params: { cityslug: city.slug } })} className={styles.city} data-tone={index % 4}>
                <span className={styles.cityName}>{city.name}</span>
                <span className={styles.cityRegion}>{city.region}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.band} aria-labelledby="how-it-works">
        <div className="container">
          <h2 id="how-it-works" className={styles.heading}>
            {t('howHeading')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{t(`how.${step}.title`)}</h3>
                <p className={styles.muted}>{t(`how.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="why-kermo">
        <h2 id="why-kermo" className={styles.heading}>
          {t('trustHeading')}
        </h2>
        <ul className={styles.trust}>
          {TRUST.map((point) => (
            <li key={point} className={styles.trustItem}>
              <h3 className={styles.trustTitle}>{t(`trust.${point}.title`)}</h3>
              <p className={styles.muted}>{t(`trust.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container" aria-labelledby="earn">
        <div className={styles.host}>
          <div>
            <h2 id="earn" className={styles.hostHeading}>
              {t('hostHeading')}
            </h2>
            <p className={styles.hostText}>{t('hostText')}</p>
          </div>
          <div className={styles.hostActions}>
            <a href={href('slug', { locale, params: { slug: EARN_LANDING_SLUG } })} className={styles.hostCta}>
              {t('hostCta')}
            </a>
            <a href={href('register-legal', { locale })} className={styles.hostSecondary}>
              {t('companyCta')}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
