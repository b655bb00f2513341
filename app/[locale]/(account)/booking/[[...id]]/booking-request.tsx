import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { bookingClientMessages } from '@/components/bookings/booking-messages';
import { BookingRequestForm } from '@/components/bookings/BookingRequestForm';
import styles from '@/components/bookings/bookings.module.css';
import { BookAction } from '@/components/catalog/car/BookAction';
import { ROLE } from '@/lib/auth/viewer';
import { BOOKING_LIMITS } from '@/lib/bookings/contracts';
import { OPEN_STATUSES } from '@/lib/bookings/status';
import { bookState } from '@/lib/catalog/book-state';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { chosenDates } from '@/lib/catalog/car-page-view';
import { CATALOG_LIMITS } from '@/lib/catalog/search-query';
import { AppError } from '@/lib/errors/app-error';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { imageUrl } from '@/lib/media/image-sizes';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { listBookings } from '@/lib/server/bookings/list-bookings';
import { carPageOf, findListedCarById } from '@/lib/server/catalog/car-page';
import { quoteCarPrice } from '@/lib/server/catalog/car-price';
import { addDays, kyivToday } from '@/lib/time/iso-date';

type Query = Record<string, string | string[] | undefined>;

/**
 * The request form (spec §2 /booking without an id) for the listed car in `?car=`, with the dates
 * of `?start=&end=` priced on the server as the car page does. Whoever cannot book it is told why
 * and what to do, as on the car page (a host switches to renting, a licence is verified first…);
 * a renter who already holds an open booking of the car is sent to it.
 */
export async function BookingRequest({ locale, query }: { locale: Locale; query: Query }) {
  const user = await requireUser(locale, 'booking-id');
  const [t, te] = await Promise.all([getTranslations({ locale, namespace: 'BookingForm' }), getTranslations({ locale, namespace: 'Errors' })]);
  const carParam = typeof query.car === 'string' && /^\d{1,9}$/.test(query.car) ? Number(query.car) : null;
  const now = new Date();
  const listed = carParam ? await findListedCarById(carParam) : null;
  const car = listed ? await carPageOf(listed, locale, now) : null;

  if (!listed || !car) {
    return (
      <main id="main" className={`container ${styles.requestPage}`}>
        <h1 className={styles.title}>{t('title')}</h1>
        <section className={styles.card}>
          <p>{t(carParam ? 'carGone' : 'noCar')}</p>
          <p>
            <a className={`${styles.button} ${styles.primary}`} href={href('catalog', { locale })}>
              {t('toCatalog')}
            </a>
          </p>
        </section>
      </main>
    );
  }

  const state = bookState({ id: user.id, role: user.role as 1 | 2 | 3, isDriverLicenseVerified: user.isDriverLicenseVerified }, listed.car.ownerId);
  const open =
    state === 'renter'
      ? (await listBookings(user, { as: 'renter', status: [...OPEN_STATUSES], page: 1 }, locale)).bookings.find((booking) => booking.car.id === car.id)
      : undefined;
  const chosen = chosenDates(query, now);
  const delivery = query.delivery === '1' && car.rules.delivery.offered;
  let price: TCarPrice | null = null;
  let refusal: { code: string; message: string } | null = null;
  if (chosen && state === 'renter' && !open) {
    try {
      price = await quoteCarPrice({ carId: car.id, period: chosen.period, delivery }, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = { code: error.code, message: te(error.code) };
    }
  }
  const photo = car.photos.find((candidate) => candidate.is_main) ?? car.photos[0];
  const today = kyivToday(now);
  const instant = listed.car.instantBooking;
  const carLink = chosen ? `${car.url}?${new URLSearchParams(Object.entries({ start: query.start, end: query.end }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))}` : car.url;

  return (
    <NextIntlClientProvider locale={locale} timeZone="Europe/Kyiv" messages={bookingClientMessages(locale, { form: true, roleSwitch: state === 'host' })}>
      <main id="main" className={`container ${styles.requestPage}`}>
        <p className={styles.back}>
          <a href={carLink}>
            <span aria-hidden="true">← </span>
            {t('backToCar', { car: car.title })}
          </a>
        </p>
        <h1 className={styles.title}>{t(state === 'renter' && instant ? 'titleInstant' : 'title')}</h1>
        <div className={styles.requestLayout}>
          <aside className={styles.requestCar} aria-labelledby="request-car">
            {photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a size from our own image pipeline
              <img src={imageUrl(400, photo.file)} alt="" width={400} height={Math.round((400 * photo.height) / photo.width)} className={styles.carPhoto} fetchPriority="high" />
            ) : null}
            <h2 id="request-car" className={styles.carTitle}>
              <a href={car.url}>{car.title}</a>
            </h2>
            <p className={styles.muted}>
              {car.city.name} · {t('perDay', { price: formatMoney(car.prices.per_day, locale) })}
            </p>
            <p className={styles.muted}>{t(car.owner.kind === 'company' ? 'ownerCompany' : 'owner', { name: car.owner.name })}</p>
          </aside>
          <div className={styles.card}>
            {state !== 'renter' ? (
              <BookAction
                state={state}
                signInHref={href('sign', { locale, query: { ref: href('booking-id', { locale, query: { car: car.id } }) } })}
                bookHref=""
                editHref={href('car-edit-carslug', { locale, params: { carslug: car.slug } })}
                verifyHref={href('user-verification', { locale })}
                switchAgreement={user.role === ROLE.host && !user.isUser ? 'user' : null}
              />
            ) : open ? (
              <div className={styles.failure}>
                <p>{te('already_booked')}</p>
                <p>
                  <a href={href('booking-id', { locale, params: { id: open.id } })}>{t('openBooking')}</a>
                </p>
              </div>
            ) : (
              <BookingRequestForm
                carId={car.id}
                locale={locale}
                today={today}
                lastDay={addDays(today, CATALOG_LIMITS.aheadDays - 1)}
                schedule={car.schedule}
                terms={{ minDays: car.rules.min_term_days, maxDays: car.rules.max_term_days }}
                delivery={car.rules.delivery}
                instant={instant}
                dayPrice={car.prices.per_day}
                limits={BOOKING_LIMITS}
                now={now.toISOString()}
                initial={{ start: chosen?.start ?? null, end: chosen?.end ?? null, delivery, price, refusal }}
              />
            )}
          </div>
        </div>
      </main>
    </NextIntlClientProvider>
  );
}
