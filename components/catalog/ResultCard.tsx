import type { TCatalogItem } from '@/lib/catalog/contracts';
import { formatMinorAmount, formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { imageSrcSet } from '@/lib/media/image-srcset';
import { heroImage } from '@/lib/site/hero-image';
import styles from './results.module.css';

export type CardLabels = {
  perDay: string;
  total: (total: string) => string;
  /** The total for whole days: 24-hour periods, or calendar dates for a car priced by them. */
  totalDays: (total: string, days: number, calendar: boolean) => string;
  rating: (rating: string, count: number) => string;
  newCar: string;
  seats: (count: number) => string;
  delivery: string;
  freeDelivery: string;
  noDeposit: string;
  deposit: (amount: string) => string;
  taxi: string;
  noPhoto: string;
};

type Props = {
  item: TCatalogItem;
  locale: Locale;
  labels: CardLabels;
  /** Names of the dictionary keys (gearbox, fuel) in the page's language. */
  names: Record<string, string>;
  /** The first cards are above the fold: their photos load at once (the LCP on a phone). */
  eager: boolean;
};

/**
 * One result: the whole card is one link to the car page (the title is the link's text; the rest
 * is described by it), so a keyboard user tabs once per car. `data-car-id` lets the map and the
 * last-viewed scroll find it.
 */
export function ResultCard({ item, locale, labels, names, eager }: Props) {
  const photo = item.photo ? imageSrcSet(item.photo.file, { widths: [300, 400, 500, 700], width: item.photo.width, sizes: '(min-width: 1280px) 300px, (min-width: 700px) 45vw, 92vw' }) : null;
  const facts = [item.gearbox ? names[item.gearbox] : null, item.fuel_type ? names[item.fuel_type] : null, item.seats ? labels.seats(item.seats) : null].filter(Boolean);
  const perks = [
    item.delivery.free ? labels.freeDelivery : item.delivery.offered ? labels.delivery : null,
    item.deposit ? labels.deposit(formatMinorAmount(item.deposit.amount, item.deposit.currency, locale)) : labels.noDeposit,
    item.is_taxi ? labels.taxi : null,
  ].filter(Boolean);
  return (
    <li className={styles.card} data-car-id={item.id}>
      <a href={item.url} className={styles.cardLink} data-car-link={item.id}>
        <span className={styles.photo}>
          {photo ? (
            // Decorative here: the link's text says which car it is. Sizes come from our own image pipeline (srcset).
            // eslint-disable-next-line @next/next/no-img-element -- see above
            <img {...photo} {...heroImage(eager)} alt="" width={item.photo!.width} height={item.photo!.height} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding={eager ? undefined : 'async'} />
          ) : (
            <span className={styles.noPhoto}>{labels.noPhoto}</span>
          )}
        </span>
        <span className={styles.body}>
          <span className={styles.titleRow}>
            <strong className={styles.cardTitle}>{item.title}</strong>
            {item.rating !== null && item.review_count > 0 ? (
              <span className={styles.rating} aria-label={labels.rating(formatNumber(item.rating, { decimals: 1, locale }), item.review_count)}>
                <span aria-hidden="true">★ {formatNumber(item.rating, { decimals: 1, locale })}</span>
              </span>
            ) : (
              <span className={styles.newBadge}>{labels.newCar}</span>
            )}
          </span>
          {facts.length ? <span className={styles.facts}>{facts.join(' · ')}</span> : null}
          <span className={styles.perks}>{perks.join(' · ')}</span>
          <span className={styles.price}>
            <strong>{formatMoney(item.price_per_day, locale)}</strong> {labels.perDay}
            {item.total !== null ? (
              <span className={styles.total}>{item.days && !item.hours ? labels.totalDays(formatMoney(item.total, locale), item.days, item.calendar_days) : labels.total(formatMoney(item.total, locale))}</span>
            ) : null}
          </span>
        </span>
      </a>
    </li>
  );
}
