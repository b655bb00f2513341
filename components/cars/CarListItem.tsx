import { useTranslations } from 'next-intl';
import { missingSteps } from '@/lib/cars/car-completeness';
import { carListActions, type CarListState, carListState } from '@/lib/cars/car-list-state';
import type { TCarView } from '@/lib/cars/car-view';
import { formatPlate } from '@/lib/cars/plate';
import { toKopiyky } from '@/lib/cars/money';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { imageSrcSet } from '@/lib/media/image-srcset';
import { href } from '@/lib/routes';
import { CarActions } from './CarActions';
import styles from './car-list.module.css';

/** The photo's box: a thumbnail on phones, a wider fixed column from 768 px. */
const PHOTO_SIZES = '(min-width: 1024px) 208px, (min-width: 768px) 176px, 96px';

export function CarStatusBadge({ state, label }: { state: CarListState; label: string }) {
  return (
    <span className={styles.badge} data-state={state}>
      {label}
    </span>
  );
}

/** The car's name in the list; a draft started without a brand has none yet. */
export function carListTitle(car: Pick<TCarView, 'title'>, untitled: string): string {
  return car.title.trim() || untitled;
}

/** What the owner should know next about a car in this state (an active car needs no note). */
function hintKey(state: CarListState, { canList, complete }: { canList: boolean; complete: boolean }) {
  if ((state === 'draft' || state === 'rejected') && !complete) return 'missing';
  if (state === 'draft') return canList ? 'ready' : 'readyUnverified';
  if (state === 'rejected') return canList ? 'rejected' : 'rejectedUnverified';
  if (state === 'off') return canList ? 'off' : 'offUnverified';
  if (state === 'pending') return 'pending';
  return null;
}

/**
 * One car of the owner's list: its main photo, name, plate and city, state (with the operator's
 * reason when it was rejected), price per day, what its bookings look like, and the owner's
 * actions. Bookings arrive with a later issue, so the line says plainly there are none yet.
 */
export function CarListItem({ car, locale, canList, first = false }: { car: TCarView; locale: Locale; canList: boolean; /** The list's first car: its photo is the page's largest paint, loaded at once. */ first?: boolean }) {
  const t = useTranslations('CarList');
  const state = carListState(car);
  const title = carListTitle(car, t('untitled'));
  const headingId = `car-${car.id}`;
  const photo = car.photos.find((candidate) => candidate.is_main) ?? car.photos[0];
  const image = photo ? imageSrcSet(photo.file, { widths: [100, 200, 300, 400, 500, 700], width: photo.width, sizes: PHOTO_SIZES }) : null;
  const missing = state === 'draft' || state === 'rejected' ? missingSteps(car) : [];
  const complete = missing.length === 0;
  const carslug = car.slug;
  // An unfinished draft goes on in the wizard at its first incomplete step; any other car opens its edit forms.
  const continueDraft = state === 'draft' && !complete;
  const editHref = continueDraft ? href('addingcar', { locale, query: { car: car.id, step: missing[0] } }) : href('car-edit-carslug', { locale, params: { carslug } });
  const calendarHref = href('car-edit-carslug', { locale, params: { carslug }, query: { step: 'availability' } });
  const key = hintKey(state, { canList, complete });
  const hint = key === 'missing' ? t('hint.missing', { steps: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing.map((step) => t(`steps.${step}`))) }) : key ? t(`hint.${key}`) : null;
  // Bookings come with a later issue: until then an approved car honestly has none.
  const bookings = state === 'active' || state === 'off' ? t('noBookings') : null;

  return (
    <article className={styles.item} aria-labelledby={headingId} data-state={state}>
      <div className={styles.photo}>
        {image && photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- sizes from our own image pipeline (srcset), not next/image
          <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} width={photo.width} height={photo.height} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" />
        ) : (
          <div className={styles.noPhoto}>
            <svg viewBox="0 0 48 24" width="48" height="24" aria-hidden="true" focusable="false">
              <path d="M4 17v-4l5-1 5-6h16l7 6 7 1v4h-4M14 17H9M20 17h11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="11" cy="18" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="36" cy="18" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{t('noPhoto')}</span>
          </div>
        )}
      </div>

      <div className={styles.itemHead}>
        <div className={styles.titleRow}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <CarStatusBadge state={state} label={t(`status.${state}`)} />
        </div>
        <ul className={styles.meta}>
          <li>
            <span className="visually-hidden">{t('plate')}: </span>
            {car.registration_number ? <span className={styles.plate}>{formatPlate(car.registration_number)}</span> : <span className={styles.missing}>{t('noPlate')}</span>}
          </li>
          <li>
            <span className="visually-hidden">{t('city')}: </span>
            {car.city_name ?? <span className={styles.missing}>{t('noCity')}</span>}
          </li>
        </ul>
      </div>

      <div className={styles.notes}>
        {state === 'rejected' ? (
          <div className={styles.rejection}>
            <p>
              <strong>{t('reasonLabel')}</strong> {car.rejection_reason || t('noReason')}
            </p>
            <p>{hint}</p>
          </div>
        ) : hint ? (
          <p className={styles.hint}>{hint}</p>
        ) : null}
        {bookings ? (
          <p className={styles.bookings}>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <rect x="2.5" y="4" width="15" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M2.5 8h15M6.5 2v4M13.5 2v4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <span>{bookings}</span>
          </p>
        ) : null}
      </div>

      <p className={styles.price}>
        {car.price_per_day !== null ? (
          <>
            <strong>{formatMoney(toKopiyky(car.price_per_day), locale)}</strong> <span>{t('perDay')}</span>
          </>
        ) : (
          <span className={styles.missing}>{t('noPrice')}</span>
        )}
      </p>

      <CarActions
        carId={car.id}
        title={title}
        actions={carListActions(state, { canList, complete })}
        editLabel={continueDraft ? 'continue' : 'edit'}
        editFirst={state === 'draft' || state === 'rejected'}
        editHref={editHref}
        calendarHref={calendarHref}
      />
    </article>
  );
}
