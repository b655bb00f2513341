import { useTranslations } from 'next-intl';
import type { TCarPrice, TPriceLine } from '@/lib/catalog/car-contracts';
import { formatMinorAmount, formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './calculator.module.css';

/**
 * The price of the chosen period as the server's pricing function gave it, line by line ("3 доби ×
 * 1 200 ₴", "Знижка за 3 доби −300 ₴", delivery), the total, and the deposit beside it — held on
 * the card, never part of the total.
 */
export function PriceBreakdown({ price, locale }: { price: TCarPrice; locale: Locale }) {
  const t = useTranslations('CarPage.calculator');
  const calendar = price.mode === 'calendar';
  const label = (line: TPriceLine): string => {
    const unit = formatMoney(line.unit_price, locale);
    switch (line.kind) {
      case 'months':
        return t('months', { count: line.quantity, price: unit });
      case 'days':
        return t(calendar ? 'calendarDays' : 'days', { count: line.quantity, price: unit });
      case 'hours':
        return t('hours', { count: line.quantity, price: unit });
      case 'discount':
        return t(calendar ? 'calendarDiscount' : 'discount', { count: line.quantity });
      case 'delivery':
        return t('delivered');
    }
  };
  const amount = (line: TPriceLine): string => {
    if (line.kind === 'delivery' && line.amount === 0) return t('free');
    return line.amount < 0 ? `−${formatMoney(-line.amount, locale)}` : formatMoney(line.amount, locale);
  };
  return (
    <div className={styles.breakdown}>
      <h3 className="visually-hidden">{t('breakdown')}</h3>
      <dl className={styles.lines}>
        {price.lines.map((line) => (
          <div key={line.kind} className={line.kind === 'discount' ? styles.discount : undefined} data-line={line.kind}>
            <dt>{label(line)}</dt>
            <dd>{amount(line)}</dd>
          </div>
        ))}
        <div className={styles.total} data-line="total">
          <dt>{t('total')}</dt>
          <dd>{formatMoney(price.total, locale)}</dd>
        </div>
      </dl>
      <p className={styles.deposit}>{price.deposit ? t('deposit', { amount: formatMinorAmount(price.deposit.amount, price.deposit.currency, locale) }) : t('noDeposit')}</p>
      <p className={styles.noFees}>{t('noFees')}</p>
    </div>
  );
}
