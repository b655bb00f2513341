import { useTranslations } from 'next-intl';
import type { TCarPage } from '@/lib/catalog/car-contracts';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './car-page.module.css';
import { FactList } from './FactList';

/** The price list: per hour, day and month as the owner set them, and the discounts for longer rentals. */
export function CarPrices({ prices, locale }: { prices: TCarPage['prices']; locale: Locale }) {
  const t = useTranslations('CarPage.prices');
  const money = (kopiyky: number) => formatMoney(kopiyky, locale);
  const rows: [string, string][] = [];
  if (prices.per_hour !== null && !prices.is_daily_price) rows.push([t('perHour'), money(prices.per_hour)]);
  rows.push([t('perDay'), money(prices.per_day)]);
  if (prices.per_month !== null) rows.push([t('perMonth'), money(prices.per_month)]);
  return (
    <section className={styles.section} aria-labelledby="car-prices">
      <h2 id="car-prices" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <FactList rows={rows} className={styles.priceList} />
      {prices.is_daily_price ? <p className={styles.note}>{t('calendarDays')}</p> : null}
      {prices.discounts.length ? (
        <>
          <h3 className={styles.subTitle}>{t('discounts')}</h3>
          <ul className={styles.discounts}>
            {prices.discounts.map((discount) => (
              <li key={discount.from_days}>{t('discount', { from: discount.from_days, to: discount.to_days, amount: money(discount.amount) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
