import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { Receipt as ReceiptData, ReceiptLine } from '@/lib/payments/receipt';
import { providerKey, refundReasonKey } from './payment-words';
import { PrintButton } from './PrintButton';
import styles from './receipt.module.css';

type Props = {
  receipt: ReceiptData;
  locale: Locale;
  /** The platform as the site settings name it, and the site's host (`kermo.ua`). */
  site: { name: string; host: string };
  backHref: string;
};

/** A line's words: the booking's price lines as the car page words them, the extras as the booking page does, ours from the receipt's. */
function useLineLabel(locale: Locale, calendar: boolean) {
  const tc = useTranslations('CarPage.calculator');
  const te = useTranslations('Booking.extras');
  const tr = useTranslations('CabinetPayments.receipt');
  return (line: ReceiptLine): string => {
    const unit = formatMoney(line.unit_price, locale);
    switch (line.kind) {
      case 'months':
        return tc('months', { count: line.quantity, price: unit });
      case 'days':
        return tc(calendar ? 'calendarDays' : 'days', { count: line.quantity, price: unit });
      case 'hours':
        return tc('hours', { count: line.quantity, price: unit });
      case 'discount':
        return tc(calendar ? 'calendarDiscount' : 'discount', { count: line.quantity });
      case 'delivery':
        return tc('delivered');
      case 'km_over':
        return te('km_over', { count: line.quantity, price: unit });
      case 'late_return':
        return te('late_return', { count: line.quantity });
      case 'delivery_back':
      case 'fuel':
        return te(line.kind);
      case 'deposit_captured':
      case 'covered_otherwise':
      case 'adjustment':
        return tr(line.kind);
      default:
        return tr('adjustment');
    }
  };
}

/**
 * A payment's receipt (docs/cabinet-payments.md "Receipts"): who was paid and for what, the lines
 * adding up to what the card was charged, the refunds on it, the card, the acquirer and its order
 * reference, all in Kyiv time. Printed, only the receipt is on the page, on one A4 sheet.
 */
export function Receipt({ receipt, locale, site, backHref }: Props) {
  const t = useTranslations('CabinetPayments');
  const tr = useTranslations('CabinetPayments.receipt');
  const label = useLineLabel(locale, receipt.booking.mode === 'calendar');
  const money = (kop: number) => formatMoney(kop, locale);
  const amount = (kop: number) => (kop < 0 ? `−${money(-kop)}` : money(kop));
  const provider = providerKey(receipt.provider);
  const facts: [string, string][] = [
    [tr('payee'), tr('payeeValue', { site: site.name, host: site.host })],
    [tr('owner'), receipt.owner.name || '—'],
    [tr('payer'), receipt.payer.name || '—'],
    [tr('booking'), tr('bookingValue', { id: receipt.booking.id })],
    [tr('car'), [receipt.car.title, receipt.car.plate].filter(Boolean).join(', ')],
    [tr('period'), `${formatDateTime(receipt.booking.start, locale)} – ${formatDateTime(receipt.booking.end, locale)}`],
    [tr('purpose'), t(`purpose.${receipt.purpose}`)],
    [tr('paidAt'), formatDateTime(receipt.paidAt, locale)],
    [tr('card'), tr('cardValue', { last: receipt.card.lastFour })],
    [tr('acquirer'), provider ? t(`provider.${provider}`) : receipt.provider],
    [tr('reference'), receipt.reference],
  ];
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title" data-receipt={receipt.paymentId}>
      <header className={styles.head}>
        <p className={styles.brand}>{site.name}</p>
        <h1 id="receipt-title" className={styles.title}>
          {tr('title')}
        </h1>
        <p className={styles.number}>{tr('number', { number: receipt.number })}</p>
      </header>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className={styles.lines}>
        <caption>{tr('lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{tr('item')}</th>
            <th scope="col">{tr('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`} data-line={line.kind}>
              <td>{label(line)}</td>
              <td>{amount(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-line="total">
            <th scope="row">{tr('total')}</th>
            <td>{money(receipt.amountKop)}</td>
          </tr>
        </tfoot>
      </table>
      {receipt.hold ? (
        <p className={styles.note}>{tr('hold', { held: money(receipt.hold.heldKop), taken: money(receipt.amountKop), released: money(receipt.hold.releasedKop) })}</p>
      ) : null}
      <section className={styles.refunds} aria-labelledby="receipt-refunds">
        <h2 id="receipt-refunds" className={styles.subTitle}>
          {tr('refunds')}
        </h2>
        {receipt.refunds.length ? (
          <>
            <ul>
              {receipt.refunds.map((refund) => (
                <li key={refund.id} data-refund-status={refund.status}>
                  <strong>{money(refund.amountKop)}</strong> · {t(`refundReason.${refundReasonKey(refund.reason)}`)} · {t(`refundStatus.${refund.status}`)} · {formatDateTime(refund.at, locale)}
                </li>
              ))}
            </ul>
            <p className={styles.net}>
              <span>{tr('net')}</span> <strong>{money(receipt.amountKop - receipt.refundedKop)}</strong>
            </p>
          </>
        ) : (
          <p className={styles.muted}>{tr('refundsNone')}</p>
        )}
      </section>
      <footer className={styles.foot}>
        <p className={styles.muted}>
          {t('kyivTime')} {tr('note', { site: site.name })}
        </p>
        <div className={styles.actions}>
          <PrintButton label={tr('print')} className={styles.print} />
          <a href={backHref} className={styles.back}>
            {tr('back')}
          </a>
        </div>
      </footer>
    </article>
  );
}
