import { getTranslations } from 'next-intl/server';
import admin from '@/components/admin/admin.module.css';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { TotalsRow } from '@/lib/payments/reconcile';
import styles from './reconcile.module.css';

/** Per acquirer and figure: the ledger's sum against the acquirer's, and whether they agree. */
export async function ReconcileTotalsTable({ rows, locale }: { rows: TotalsRow[]; locale: Locale }) {
  const t = await getTranslations('AdminPayments');
  return (
    <div className={admin.tableCard}>
      <table className={admin.table} aria-label={t('totalsTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('measure')}</th>
            <th scope="col" className={admin.number}>
              {t('ledger')}
            </th>
            <th scope="col" className={admin.number}>
              {t('acquirer')}
            </th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.provider}-${row.measure}`} data-provider={row.provider} data-measure={row.measure}>
              <th scope="row">
                <span className={styles.side}>
                  <span>{t(`measures.${row.measure}`)}</span>
                  <span className={styles.sub}>{row.provider}</span>
                </span>
              </th>
              <td data-label={t('ledger')} className={admin.number}>
                <span className={styles.amount}>{formatMoney(row.ledgerKop, locale)}</span>
              </td>
              <td data-label={t('acquirer')} className={admin.number}>
                <span className={styles.amount}>{formatMoney(row.acquirerKop, locale)}</span>
              </td>
              <td data-label={t('status')}>
                <span className={styles.badge} data-matched={row.matched}>
                  {row.matched ? t('agree') : t('differ')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
