import { useTranslations } from 'next-intl';
import { LATE_RETURN_GRACE_MINUTES, lateReturnHourKop } from '@/lib/bookings/late-return';
import type { TCarPage } from '@/lib/catalog/car-contracts';
import { formatMinorAmount, formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './car-page.module.css';
import { FactList } from './FactList';

/**
 * The terms a renter agrees to: how long, how many kilometres, the deposit (held, not charged),
 * delivery, a late return (lib/bookings/late-return.ts) and cancellation (free up to 24 hours
 * before the start), then the price list.
 */
export function RentalRules({ car, locale }: { car: TCarPage; locale: Locale }) {
  const t = useTranslations('CarPage.rules');
  const { rules, prices } = car;
  const money = (kopiyky: number) => formatMoney(kopiyky, locale);
  const mileage =
    !rules.price_per_km ? t('mileageUnlimited') : rules.free_km_per_day ? t('mileageLimited', { km: rules.free_km_per_day, price: money(rules.price_per_km) }) : t('mileageAllPaid', { price: money(rules.price_per_km) });
  const delivery = !rules.delivery.offered ? t('deliveryNone') : rules.delivery.free || rules.delivery.price === null ? t('deliveryFree') : t('deliveryPaid', { price: money(rules.delivery.price) });
  const rows: [string, string][] = [
    [t('term'), t(prices.is_daily_price ? 'termCalendarDays' : 'termDays', { min: rules.min_term_days, max: rules.max_term_days })],
    [t('mileage'), mileage],
    [t('deposit'), rules.deposit ? t('depositValue', { amount: formatMinorAmount(rules.deposit.amount, rules.deposit.currency, locale) }) : t('noDeposit')],
    [t('delivery'), delivery],
    [t('lateReturn'), t(prices.is_daily_price ? 'lateReturnCalendar' : 'lateReturnValue', { minutes: LATE_RETURN_GRACE_MINUTES, hour: money(lateReturnHourKop(prices.per_hour, prices.per_day)), day: money(prices.per_day) })],
    [t('cancellation'), t('cancellationValue', { hours: rules.free_cancellation_hours })],
  ];
  return (
    <section className={styles.section} aria-labelledby="car-rules">
      <h2 id="car-rules" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <FactList rows={rows} className={styles.rules} />
    </section>
  );
}
