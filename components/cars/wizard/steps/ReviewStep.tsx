'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CarReferences } from '@/lib/cars/car-options';
import { formatPlate, normalizePlate } from '@/lib/cars/plate';
import { CAR_PHOTO_WIDTHS } from '@/lib/cars/car-photos';
import { formatDate } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { imageSrcSet } from '@/lib/media/image-srcset';
import { type CarFormValues, isBlankRow } from '../form-values';
import { useWizardActions } from '../wizard-actions';
import { useWizard } from '../wizard-store';
import type { WizardStep } from '../wizard-steps';
import styles from '../wizard.module.css';

/** A number as typed ("42000", "1,6") shown the page language's way ("42 000", "1,6"); anything else as typed. */
function shownNumber(text: string, locale: Locale): string {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(plain)) return text;
  const decimals = plain.includes('.') ? plain.split('.')[1]!.length : 0;
  return formatNumber(Number(plain), { decimals, locale });
}

const money = (text: string, locale: Locale, currency = '₴') => {
  const amount = shownNumber(text, locale);
  return locale === 'uk' ? `${amount}\u00a0${currency}` : `${currency}${amount}`;
};

/** One step's facts with a button that opens the step to change them. */
function Block({ step, children }: { step: WizardStep; children: ReactNode }) {
  const t = useTranslations('CarWizard');
  const actions = useWizardActions();
  const title = t(`steps.${step}.short`);
  return (
    <section className={styles.reviewBlock} aria-label={title}>
      <div className={styles.reviewHead}>
        <h3>{title}</h3>
        <button type="button" className={styles.editLink} onClick={() => actions.goTo(step)} aria-label={t('review.editLabel', { step: title })}>
          {t('review.edit')}
        </button>
      </div>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const t = useTranslations('CarWizard');
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? <span className={styles.missing}>{t('review.missing')}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Props = { references: CarReferences; canSubmit: boolean; verifyNotice?: ReactNode };

/** Step 7: every field as it will be sent, an "edit" link per step, then Submit (or, unverified, what to do first). */
export function ReviewStep({ references, canSubmit, verifyNotice }: Props) {
  const t = useTranslations('CarWizard');
  const locale = useLocale() as Locale;
  const { control } = useFormContext<CarFormValues>();
  const v = useWatch({ control }) as CarFormValues;
  const car = useWizard((state) => state.car);
  const brand = references.brands.find((entry) => entry.id === v.brand_id);
  const model = brand?.models.find((entry) => entry.id === v.model_id);
  const city = references.cities.find((entry) => entry.id === v.city_id);
  const dictionary = (entries: { key: string; name: string }[], key: string) => (key ? (entries.find((entry) => entry.key === key)?.name ?? key) : '');
  const date = (value: string) => (value ? formatDate(value, locale) : '');
  const yesNo = (value: boolean) => (value ? t('review.yes') : t('review.no'));
  const unit = (text: string, key: 'units.km' | 'units.litres' | 'units.kwhPer100' | 'units.litresPer100' | 'units.kmPerDay') => (text ? t(key, { value: shownNumber(text, locale) }) : '');
  const discounts = v.discounts.filter((row) => !isBlankRow(row));

  return (
    <div className={styles.review}>
      <Block step="basics">
        <Facts
          rows={[
            [t('fields.brand_id'), brand?.name ?? ''],
            [t('fields.model_id'), model?.name ?? ''],
            [t('fields.year'), v.year],
            [t('fields.vin'), v.vin ? <span className={styles.monoText}>{v.vin.toUpperCase()}</span> : ''],
            [t('fields.mileage'), unit(v.mileage, 'units.km')],
            [t('fields.color'), v.color],
            [t('fields.gearbox'), dictionary(references.gearboxes, v.gearbox)],
            [t('fields.fuel_type'), dictionary(references.fuelTypes, v.fuel_type)],
            [t('fields.engine_capacity'), unit(v.engine_capacity, 'units.litres')],
            [t('fields.fuel_consumption'), unit(v.fuel_consumption, v.fuel_type === 'electric' ? 'units.kwhPer100' : 'units.litresPer100')],
            [t('fields.doors'), v.doors],
            [t('fields.seats'), v.seats],
            [t('fields.is_taxi'), yesNo(v.is_taxi)],
          ]}
        />
      </Block>
      <Block step="documents">
        <Facts
          rows={[
            [t('fields.registration_number'), v.registration_number ? <span className={styles.monoText}>{formatPlate(normalizePlate(v.registration_number))}</span> : ''],
            [t('review.certificate'), [v.certificate_serial.toUpperCase(), v.certificate_number].filter(Boolean).join(' ')],
            [t('fields.first_registration_date'), date(v.first_registration_date)],
            [t('fields.first_registration_ua_date'), date(v.first_registration_ua_date)],
            [t('fields.manufacture_year'), v.manufacture_year],
            [t('fields.ownership'), v.ownership ? t(`ownership.${v.ownership}`) : ''],
            [t('review.owner'), [v.owner_first_name, v.owner_last_name].filter(Boolean).join(' ')],
          ]}
        />
      </Block>
      <Block step="photos">
        {car?.photos.length ? (
          <ul className={styles.reviewPhotos} aria-label={t('photos.listLabel', { count: car.photos.length })}>
            {car.photos.map((photo, index) => (
              <li key={photo.id} className={photo.is_main ? styles.reviewMain : undefined}>
                {/* eslint-disable-next-line @next/next/no-img-element -- sized by our image pipeline (srcset) */}
                <img {...imageSrcSet(photo.file, { widths: CAR_PHOTO_WIDTHS.slice(0, 1), width: photo.width, sizes: '120px' })} alt={photo.is_main ? t('photos.altMain', { number: index + 1, total: car.photos.length }) : t('photos.alt', { number: index + 1, total: car.photos.length })} width={photo.width} height={photo.height} loading="lazy" />
                {photo.is_main ? <span className={styles.reviewBadge}>{t('photos.main')}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.missing}>{t('review.noPhotos')}</p>
        )}
      </Block>
      <Block step="location">
        <Facts
          rows={[
            [t('fields.city_id'), city?.name ?? ''],
            [t('fields.address'), v.address],
            [t('review.point'), v.lat && v.lng ? `${v.lat}, ${v.lng}` : ''],
          ]}
        />
      </Block>
      <Block step="pricing">
        <Facts
          rows={[
            [t('fields.price_per_day'), v.price_per_day ? money(v.price_per_day, locale) : ''],
            [t('fields.price_per_hour'), v.price_per_hour ? money(v.price_per_hour, locale) : t('review.none')],
            [t('fields.price_per_month'), v.price_per_month ? money(v.price_per_month, locale) : t('review.none')],
            [t('review.terms'), v.min_term_days && v.max_term_days ? t('review.termRange', { min: v.min_term_days, max: v.max_term_days }) : ''],
            [t('fields.is_daily_price'), yesNo(v.is_daily_price)],
            [t('fields.free_mileage_per_day'), unit(v.free_mileage_per_day, 'units.kmPerDay')],
            [t('fields.price_per_km'), v.price_per_km ? money(v.price_per_km, locale) : ''],
            [
              t('sections.discounts'),
              discounts.length ? (
                <ul className={styles.plainList}>
                  {discounts.map((row, index) => (
                    <li key={index}>{t('review.discount', { from: row.from_days, to: row.to_days, amount: money(row.amount, locale) })}</li>
                  ))}
                </ul>
              ) : (
                ''
              ),
            ],
            [t('sections.delivery'), v.delivery.offered ? (v.delivery.free ? t('review.deliveryFree') : v.delivery.price ? t('review.deliveryPrice', { price: money(v.delivery.price, locale) }) : '') : t('review.noDelivery')],
            [t('sections.deposit'), v.deposit.amount ? money(v.deposit.amount, locale, t(`currencySign.${v.deposit.currency}`)) : ''],
            [t('fields.comment_uk'), v.comment_uk || t('review.none')],
            [t('fields.comment_en'), v.comment_en || t('review.none')],
          ]}
        />
      </Block>
      <Block step="availability">
        <p className={styles.reviewNote}>{t('review.availability')}</p>
      </Block>
      {canSubmit ? <p className={styles.reviewNote}>{t('review.submitNote')}</p> : <div className={styles.reviewVerify}>{verifyNotice}</div>}
    </div>
  );
}
