import type { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import type { TCarQueueEntry } from '@/lib/cars/car-queue-entry';
import type { TCarView } from '@/lib/cars/car-view';
import { formatPlate } from '@/lib/cars/plate';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { toKopiyky } from '@/lib/cars/money';
import { formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { imageSrcSet } from '@/lib/media/image-srcset';
import { imageUrl } from '@/lib/media/image-sizes';
import type { TDictionary } from '@/lib/site/schemas';
import { ApplicantDetails, applicantName } from './ApplicantDetails';
import { CarDecision } from './CarDecision';
import carStyles from './car-queue.module.css';
import styles from './queue.module.css';

type Translate = ReturnType<typeof useTranslations<'AdminCars'>>;
type Row = [label: string, value: ReactNode];

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('uk').replace(/['’ʼ`]/g, '’') === b.trim().toLocaleLowerCase('uk').replace(/['’ʼ`]/g, '’');

function Group({ id, title, rows, children }: { id: string; title: string; rows: Row[]; children?: ReactNode }) {
  return (
    <div role="group" className={carStyles.group} aria-labelledby={id}>
      <h4 id={id} className={styles.blockTitle}>
        {title}
      </h4>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </div>
  );
}

/** Money in whole units of its currency: hryvnias as the site shows them, dollars and euros with their code. */
function money(amount: number, currency: string | null, locale: Locale): string {
  if (!currency || currency === 'UAH') return formatMoney(toKopiyky(amount), locale);
  return `${formatNumber(amount, { decimals: 0, locale })}\u00a0${currency}`;
}

function carRows(car: TCarView, t: Translate, dictionary: TDictionary, locale: Locale): Row[] {
  const entries = dictionary[0]?.car;
  const name = (list: { key: string; name: string }[] | undefined, key: string | null) => (key ? (list?.find((entry) => entry.key === key)?.name ?? key) : null);
  const electric = car.fuel_type === 'electric';
  const number = (value: number, decimals = 0) => formatNumber(value, { decimals, locale });
  return [
    [t('fields.brandModel'), [car.brand_name, car.model_name].filter(Boolean).join(' ') || null],
    [t('fields.year'), car.year],
    [t('fields.vin'), car.vin ? <code className={carStyles.code}>{car.vin}</code> : null],
    [t('fields.mileage'), car.mileage !== null ? t('values.km', { value: number(car.mileage) }) : null],
    [t('fields.gearbox'), name(entries?.transmission_types, car.gearbox)],
    [t('fields.fuel'), name(entries?.fuel_types, car.fuel_type)],
    [t('fields.engine'), car.engine_capacity === null ? null : car.engine_capacity === 0 ? t('values.noEngine') : t('values.litres', { value: number(car.engine_capacity, 1) })],
    [t('fields.consumption'), car.fuel_consumption === null ? null : t(electric ? 'values.consumptionElectric' : 'values.consumption', { value: number(car.fuel_consumption, 1) })],
    [t('fields.doors'), car.doors],
    [t('fields.seats'), car.seats],
    [t('fields.color'), car.color],
    [t('fields.taxi'), car.is_taxi ? t('values.yes') : t('values.no')],
  ];
}

function documentRows(car: TCarView, t: Translate, locale: Locale): Row[] {
  return [
    [t('fields.plate'), car.registration_number ? <span className={carStyles.plate}>{formatPlate(car.registration_number)}</span> : null],
    [t('fields.certificate'), car.certificate_serial || car.certificate_number ? `${car.certificate_serial ?? ''} ${car.certificate_number ?? ''}`.trim() : null],
    [t('fields.firstRegistration'), car.first_registration_date ? formatDate(car.first_registration_date, locale) : null],
    [t('fields.firstRegistrationUa'), car.first_registration_ua_date ? formatDate(car.first_registration_ua_date, locale) : null],
    [t('fields.manufactureYear'), car.manufacture_year],
    [t('fields.ownership'), car.ownership ? t(`ownership.${car.ownership}`) : null],
    [t('fields.ownerName'), [car.owner_first_name, car.owner_last_name].filter(Boolean).join(' ') || null],
  ];
}

function locationRows(car: TCarView, t: Translate): Row[] {
  const pin =
    car.lat !== null && car.lng !== null ? (
      <>
        <span className={carStyles.coordinates}>
          {car.lat.toFixed(5)}, {car.lng.toFixed(5)}
        </span>
        <a className={carStyles.mapLink} href={`https://www.openstreetmap.org/?mlat=${car.lat}&mlon=${car.lng}#map=17/${car.lat}/${car.lng}`} target="_blank" rel="noopener noreferrer">
          {t('values.map')}
          <span className="visually-hidden"> ({t('values.newTab')})</span>
        </a>
      </>
    ) : null;
  return [
    [t('fields.city'), car.city_name],
    [t('fields.address'), car.address],
    [t('fields.coordinates'), pin],
  ];
}

function termRows(car: TCarView, t: Translate, locale: Locale): Row[] {
  const uah = (value: number | null) => (value === null ? null : formatMoney(toKopiyky(value), locale));
  const delivery = !car.delivery.offered ? t('values.noDelivery') : car.delivery.free ? t('values.freeDelivery') : uah(car.delivery.price);
  const deposit = !car.deposit.amount ? t('values.noDeposit') : money(car.deposit.amount, car.deposit.currency, locale);
  const discounts = car.discounts.length ? (
    <ul className={carStyles.discounts}>
      {car.discounts.map((discount) => (
        <li key={discount.from_days}>{t('values.discount', { from: discount.from_days, to: discount.to_days, amount: formatMoney(toKopiyky(discount.amount), locale) })}</li>
      ))}
    </ul>
  ) : null;
  return [
    [t('fields.pricePerDay'), uah(car.price_per_day)],
    [t('fields.pricePerHour'), uah(car.price_per_hour) ?? t('values.notOffered')],
    [t('fields.pricePerMonth'), uah(car.price_per_month) ?? t('values.notOffered')],
    [t('fields.terms'), car.min_term_days !== null && car.max_term_days !== null ? t('values.terms', { min: car.min_term_days, max: car.max_term_days }) : null],
    [t('fields.freeMileage'), car.free_mileage_per_day === null ? null : car.free_mileage_per_day === 0 ? t('values.noFreeMileage') : t('values.perDayKm', { value: formatNumber(car.free_mileage_per_day, { decimals: 0, locale }) })],
    [t('fields.pricePerKm'), car.price_per_km === null ? null : car.price_per_km === 0 ? t('values.unlimited') : t('values.perKm', { price: formatMoney(toKopiyky(car.price_per_km), locale) })],
    [t('fields.dayCount'), car.is_daily_price ? t('values.calendarDays') : t('values.fullDays')],
    [t('fields.delivery'), delivery],
    [t('fields.deposit'), deposit],
    [t('fields.discounts'), discounts],
  ];
}

/**
 * A car awaiting moderation with everything an operator checks: all photos (each opening at a
 * large size), the fields grouped as the wizard asks them, the owner as the verification queue
 * shows applicants (with whether the owner is verified now), and the decision. A value the owner
 * left empty reads "not given" rather than vanishing.
 */
export async function CarQueueItem({ entry, dictionary, locale }: { entry: TCarQueueEntry; dictionary: TDictionary; locale: Locale }) {
  const t = await getTranslations('AdminCars');
  const { car, owner, ownerVerification } = entry;
  const title = car.title.trim() || t('untitled');
  const headingId = `car-${car.id}`;
  const missing = <span className={styles.note}>{t('values.missing')}</span>;
  const filled = (rows: Row[]): Row[] => rows.map(([label, value]) => [label, value === null || value === '' ? missing : value]);
  const accountName = applicantName(owner);
  const ownerName = [car.owner_first_name, car.owner_last_name].filter(Boolean).join(' ');
  const nameDiffers = owner.role === 2 && car.ownership === 'owner' && ownerName !== '' && !sameName(ownerName, `${owner.first_name} ${owner.last_name}`);
  const verified = ownerVerification === 2;

  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHead}>
        <h3 id={headingId}>{title}</h3>
        <p className={styles.meta}>
          {car.registration_number ? <span className={carStyles.plate}>{formatPlate(car.registration_number)}</span> : null}
          {car.city_name ? <span>{car.city_name}</span> : null}
          {car.submitted_at ? <span>{t('submitted', { date: formatDateTime(car.submitted_at, locale) })}</span> : null}
        </p>
      </header>

      <div role="group" aria-labelledby={`${headingId}-photos`}>
        <h4 id={`${headingId}-photos`} className={styles.blockTitle}>
          {t('photos', { count: car.photos.length })}
        </h4>
        {car.photos.length ? (
          <ul className={carStyles.gallery}>
            {car.photos.map((photo, index) => {
              const image = imageSrcSet(photo.file, { widths: [200, 300, 400], width: photo.width, sizes: '(min-width: 768px) 160px, 45vw' });
              const alt = t(photo.is_main ? 'photoMain' : 'photo', { number: index + 1, total: car.photos.length });
              return (
                <li key={photo.id}>
                  <a href={imageUrl(1500, photo.file)} target="_blank" rel="noopener">
                    {/* eslint-disable-next-line @next/next/no-img-element -- sizes from our own image pipeline (srcset) */}
                    <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
                    <span className="visually-hidden"> ({t('values.newTab')})</span>
                  </a>
                  {photo.is_main ? <span className={carStyles.mainTag}>{t('main')}</span> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.none}>{t('noPhotos')}</p>
        )}
      </div>

      {/* Two columns from 900px: the car beside its owner, then documents beside location, terms beside comments. */}
      <div className={carStyles.body}>
        <Group id={`${headingId}-car`} title={t('groups.car')} rows={filled(carRows(car, t, dictionary, locale))} />
        <ApplicantDetails
          applicant={owner}
          locale={locale}
          id={`${headingId}-owner`}
          title={t('groups.owner')}
          landmark={false}
          facts={
            <>
              <dt>{t('ownerVerification.label')}</dt>
              <dd>
                <span className={verified ? styles.state : `${styles.state} ${styles.stateOff}`}>{t(`ownerVerification.${ownerVerification === 1 || ownerVerification === 2 || ownerVerification === 3 ? ownerVerification : 0}`)}</span>
              </dd>
            </>
          }
        />
        <Group id={`${headingId}-documents`} title={t('groups.documents')} rows={filled(documentRows(car, t, locale))}>
          {nameDiffers ? <p className={styles.warning}>{t('ownerNameDiffers', { name: accountName })}</p> : null}
        </Group>
        <Group id={`${headingId}-location`} title={t('groups.location')} rows={filled(locationRows(car, t))} />
        <Group id={`${headingId}-terms`} title={t('groups.terms')} rows={filled(termRows(car, t, locale))} />
        <Group
          id={`${headingId}-comments`}
          title={t('groups.comments')}
          rows={[
            [t('fields.commentUk'), car.comment_uk ? <q className={carStyles.comment}>{car.comment_uk}</q> : <span className={styles.note}>{t('values.noComment')}</span>],
            [t('fields.commentEn'), car.comment_en ? <q className={carStyles.comment}>{car.comment_en}</q> : <span className={styles.note}>{t('values.noComment')}</span>],
          ]}
        />
      </div>

      <CarDecision carId={car.id} title={title} updatedAt={car.updated_at} />
    </article>
  );
}
