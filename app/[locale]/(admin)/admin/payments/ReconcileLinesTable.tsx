import { getTranslations } from 'next-intl/server';
import admin from '@/components/admin/admin.module.css';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { BookLine, ReconcileLine } from '@/lib/payments/reconcile';
import styles from './reconcile.module.css';

/**
 * Compared operations, one row each: what it is (and when), its reference and order, what we
 * recorded, what the acquirer has, and the result. Each cell names its column in data-label for the
 * stacked layout on narrow screens.
 */
export async function ReconcileLinesTable({ lines, label, locale }: { lines: ReconcileLine[]; label: string; locale: Locale }) {
  const t = await getTranslations('AdminPayments');
  const side = (line: BookLine | null) =>
    line ? (
      <span className={styles.side}>
        <span className={styles.amount}>{formatMoney(line.amountKop, locale)}</span>
        <span className={styles.sub}>{t(`state.${line.state}`)}</span>
      </span>
    ) : (
      <span className={`${admin.muted} ${styles.nothing}`}>{t('nothing')}</span>
    );
  return (
    <div className={admin.tableCard}>
      <table className={admin.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('operation')}</th>
            <th scope="col">{t('reference')}</th>
            <th scope="col" className={admin.number}>
              {t('ours')}
            </th>
            <th scope="col" className={admin.number}>
              {t('theirs')}
            </th>
            <th scope="col">{t('resultColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const at = line.ours?.at ?? line.theirs?.at;
            return (
              <tr key={line.key} data-reference={line.reference} data-result={line.result}>
                <th scope="row">
                  <span className={styles.side}>
                    <span>{t(`kind.${line.kind}`)}</span>
                    <span className={styles.sub}>
                      {line.provider}
                      {at ? ` · ${formatDateTime(at, locale)}` : ''}
                    </span>
                  </span>
                </th>
                <td data-label={t('reference')}>
                  <span className={styles.side}>
                    <code className={styles.reference}>{line.reference}</code>
                    {line.orderReference && line.orderReference !== line.reference ? <span className={styles.sub}>{t('order', { reference: line.orderReference })}</span> : null}
                  </span>
                </td>
                <td data-label={t('ours')} className={admin.number}>
                  {side(line.ours)}
                </td>
                <td data-label={t('theirs')} className={admin.number}>
                  {side(line.theirs)}
                </td>
                <td data-label={t('resultColumn')}>
                  <span className={styles.badge} data-matched={line.result === 'matched'}>
                    {t(`result.${line.result}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
