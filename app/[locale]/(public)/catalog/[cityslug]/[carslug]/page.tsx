import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { preload } from 'react-dom';
import { Breadcrumbs } from '@/components/catalog/car/Breadcrumbs';
import { CarGallery } from '@/components/catalog/car/CarGallery';
import { CarMap } from '@/components/catalog/car/CarMap';
import { CarPrices } from '@/components/catalog/car/CarPrices';
import { CarReviews } from '@/components/catalog/car/CarReviews';
import { CarSpecs } from '@/components/catalog/car/CarSpecs';
import { HandoverHours } from '@/components/catalog/car/HandoverHours';
import { AvailabilityCalendarIsland, PriceCalculatorIsland, PriceCalculatorWithPage } from '@/components/catalog/car/islands';
import { OwnerCard } from '@/components/catalog/car/OwnerCard';
import { RentalRules } from '@/components/catalog/car/RentalRules';
import styles from '@/components/catalog/car/car-page.module.css';
import { GALLERY_SIZES } from '@/components/catalog/car/gallery-sizes';
import { bookState } from '@/lib/catalog/book-state';
import type { TCarPage, TCarPrice } from '@/lib/catalog/car-contracts';
import { carMonths, carWeekdays, chosenDates, clientMessagesFor } from '@/lib/catalog/car-page-view';
import { CATALOG_LIMITS } from '@/lib/catalog/search-query';
import { AppError } from '@/lib/errors/app-error';
import { formatMinorAmount, formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { MAP_TILES } from '@/lib/maps/tiles';
import { CAR_PHOTO_WIDTHS } from '@/lib/cars/car-photos';
import { imageUrl } from '@/lib/media/image-sizes';
import { imageSrcSet } from '@/lib/media/image-srcset';
import { href } from '@/lib/routes';
import { carJsonLd, jsonLdText } from '@/lib/seo/car-json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PRICE_FONT, preloadFont } from '@/lib/site/fonts';
import { siteUrl } from '@/lib/seo/site-url';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';
import { getCarPage } from '@/lib/server/catalog/car-page';
import { quoteCarPrice } from '@/lib/server/catalog/car-price';
import { addDays, kyivToday } from '@/lib/time/iso-date';

type Props = {
  params: Promise<{ locale: Locale; cityslug: string; carslug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The metadata and the page read the car once per request.
const loadCar = cache((slug: string, locale: Locale) => getCarPage(slug, locale, new Date()));

/** "від 1 200 ₴ за добу. Застава 10 000 ₴. Безкоштовна доставка." — the description's facts. */
async function describe(car: TCarPage, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'CarPage' });
  const { deposit, delivery } = car.rules;
  const terms = [
    deposit ? t('metaDeposit', { amount: formatMinorAmount(deposit.amount, deposit.currency, locale) }) : t('metaNoDeposit'),
    delivery.free ? t('metaFreeDelivery') : delivery.offered && delivery.price !== null ? t('metaDelivery', { price: formatMoney(delivery.price, locale) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return t('metaDescription', { car: car.title, city: car.city.name, price: formatMoney(car.prices.per_day, locale), terms });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, carslug } = await params;
  const car = await loadCar(carslug, locale);
  if (!car) return {};
  const [t, tm] = await Promise.all([getTranslations({ locale, namespace: 'CarPage' }), getTranslations({ locale, namespace: 'Metadata' })]);
  const metadata = pageMetadata({
    locale,
    screen: 'catalog-cityslug-carslug',
    params: { cityslug: car.city.slug, carslug: car.slug },
    title: t('metaTitle', { car: car.title, city: car.city.name, price: formatMoney(car.prices.per_day, locale) }),
    description: await describe(car, locale),
    siteName: tm('siteName'),
  });
  const main = car.photos.find((photo) => photo.is_main) ?? car.photos[0];
  if (main) {
    // The 1000 px size; a smaller picture is served whole (the pipeline never enlarges).
    const width = Math.min(1000, main.width);
    metadata.openGraph = { ...metadata.openGraph, images: [{ url: imageUrl(1000, main.file), width, height: Math.round((width * main.height) / main.width), alt: car.title }] };
  }
  return metadata;
}

/**
 * Spec §2 /catalog/{cityslug}/{carslug}: a listed car (the proxy answers anything else with the
 * 404 page, and an old slug or another city's address with a 301). Server-rendered and readable
 * without JavaScript — photos, facts, owner, terms, hours, calendar, and the price for the URL's
 * dates; the gallery and the map come alive as islands; the calculator and the calendar's months load their
 * code when the visitor turns to them (components/catalog/car/islands.tsx).
 */
export default async function CarPage({ params, searchParams }: Props) {
  const { locale, carslug } = await params;
  setRequestLocale(locale);
  const [car, viewer, query, t, te, tc, tw] = await Promise.all([
    loadCar(carslug, locale),
    getCurrentViewer(),
    searchParams,
    getTranslations('CarPage'),
    getTranslations('Errors'),
    getTranslations('Common'),
    getTranslations('CarWizard.map'),
  ]);
  if (!car) notFound();

  const now = new Date();
  const today = kyivToday(now);
  const chosen = chosenDates(query, now);
  const delivery = query.delivery === '1' && car.rules.delivery.offered;
  let price: TCarPrice | null = null;
  let refusal: { code: string; message: string } | null = null;
  if (chosen) {
    try {
      price = await quoteCarPrice({ carId: car.id, period: chosen.period, delivery }, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = { code: error.code, message: te(error.code) };
    }
  }

  const state = bookState(viewer, car.owner.id);
  const Calculator = state === 'host' ? PriceCalculatorWithPage : PriceCalculatorIsland;
  const city = href('catalog-cityslug', { locale, params: { cityslug: car.city.slug } });
  const crumbs = [
    { name: tc('home'), path: href('index', { locale }) },
    { name: t('catalog'), path: href('catalog', { locale }) },
    { name: car.city.name, path: city },
    { name: car.title, path: car.url },
  ];
  const weekdays = carWeekdays(locale);
  const description = await describe(car, locale);
  // The first photo is the largest paint: its request goes out from the head, beside the fonts and
  // stylesheets, not after the scripts queued before the gallery's <img>.
  const first = car.photos[0];
  if (first) {
    const sources = imageSrcSet(first.file, { widths: CAR_PHOTO_WIDTHS, width: first.width, sizes: GALLERY_SIZES });
    preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes, fetchPriority: 'high' });
  }
  preloadFont(PRICE_FONT);

  return (
    <NextIntlClientProvider locale={locale} timeZone="Europe/Kyiv" messages={clientMessagesFor(locale, { roleSwitch: state === 'host' })}>
      <main id="main" className={`container ${styles.main}`}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <div className={styles.layout}>
          <div className={styles.head}>
            <CarGallery photos={car.photos} title={car.title} />
            <header className={styles.header}>
              <h1 className={styles.title}>{car.title}</h1>
              <p className={styles.subline}>
                <a href={city}>{car.city.name}</a>
                <span aria-hidden="true"> · </span>
                {car.rating !== null && car.review_count > 0 ? (
                  <span className={styles.rating}>★ {t('rating', { rating: formatNumber(car.rating, { decimals: 1, locale }), count: car.review_count })}</span>
                ) : (
                  <span className={styles.newBadge}>{t('newCar')}</span>
                )}
                {car.specs.is_taxi ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span>{t('taxi')}</span>
                  </>
                ) : null}
              </p>
              <p className={styles.facts}>{[car.specs.gearbox?.name, car.specs.fuel_type?.name, car.specs.seats ? t('specs.seatsValue', { count: car.specs.seats }) : null].filter(Boolean).join(' · ')}</p>
            </header>
          </div>

          <aside className={styles.aside} aria-labelledby="car-price">
            <div className={styles.panel}>
              <div className={styles.panelHead}>
                <h2 id="car-price" className={styles.panelTitle}>
                  {t('calculator.title')}
                </h2>
                <p className={styles.perDay}>
                  <strong>{formatMoney(car.prices.per_day, locale)}</strong> {t('prices.perDay').toLocaleLowerCase(locale)}
                </p>
              </div>
              {/* Keyed by the car: an island keeps the props it was first rendered with. */}
              <Calculator
                key={car.id}
                carId={car.id}
                locale={locale}
                pagePath={car.url}
                today={today}
                lastDay={addDays(today, CATALOG_LIMITS.aheadDays - 1)}
                schedule={car.schedule}
                terms={{ minDays: car.rules.min_term_days, maxDays: car.rules.max_term_days }}
                delivery={car.rules.delivery}
                initial={{ start: chosen?.start ?? null, end: chosen?.end ?? null, delivery, price, refusal }}
                book={{
                  state,
                  instant: car.rules.instant_booking,
                  editHref: href('car-edit-carslug', { locale, params: { carslug: car.slug } }),
                  verifyHref: href('user-verification', { locale }),
                  switchAgreement: viewer && !viewer.isUser ? 'user' : null,
                }}
              />
            </div>
          </aside>

          <div className={styles.details}>
            <CarSpecs car={car} locale={locale} />
            {car.comment ? (
              <section className={styles.section} aria-labelledby="car-about">
                <h2 id="car-about" className={styles.sectionTitle}>
                  {t('about.title')}
                </h2>
                <p className={styles.comment} lang={car.comment.lang === locale ? undefined : car.comment.lang}>
                  {car.comment.text}
                </p>
                {car.comment.lang !== locale ? <p className={styles.note}>{t('about.otherLanguage')}</p> : null}
              </section>
            ) : null}
            <OwnerCard owner={car.owner} locale={locale} />
            <RentalRules car={car} locale={locale} />
            <CarPrices prices={car.prices} locale={locale} />
            <HandoverHours schedule={car.schedule} noticeHours={car.min_notice_hours} weekdays={weekdays.map((day) => day.long)} />
            <section className={styles.section} aria-labelledby="car-availability">
              <h2 id="car-availability" className={styles.sectionTitle}>
                {t('calendar.title')}
              </h2>
              <p className={styles.note}>{t('calendar.lead')}</p>
              <AvailabilityCalendarIsland key={car.id} busy={car.availability.busy} today={today} lastDay={kyivToday(new Date(car.availability.to))} months={carMonths(today, car.availability.to, locale)} weekdays={weekdays} initialMonth={chosen?.start.date.slice(0, 7)} />
            </section>
            <section className={styles.section} aria-labelledby="car-map">
              <h2 id="car-map" className={styles.sectionTitle}>
                {t('map.title')}
              </h2>
              <p className={styles.note}>{t('map.note', { city: car.city.name })}</p>
              <CarMap
                lat={car.location.lat}
                lng={car.location.lng}
                placeholder={car.city.name}
                labels={{
                  map: t('map.label'),
                  zoomIn: tw('zoomIn'),
                  zoomOut: tw('zoomOut'),
                  attribution: `<a href="${MAP_TILES.copyrightUrl}">© ${tw('osmContributors')}</a>`,
                }}
              />
            </section>
            <CarReviews rating={car.rating} count={car.review_count} reviews={car.reviews} locale={locale} />
          </div>
        </div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(carJsonLd(car, { origin: siteUrl(), description, breadcrumbs: crumbs })) }} />
      </main>
    </NextIntlClientProvider>
  );
}
