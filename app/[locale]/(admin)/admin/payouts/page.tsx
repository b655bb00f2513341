import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import admin from '@/components/admin/admin.module.css';
import { AdminNav } from '@/components/admin/AdminNav';
import styles from '@/components/admin/queue.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ManualPayoutForm } from '@/components/payments/owner/ManualPayoutForm';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { latestPayouts, ownersToPay } from '@/lib/server/payouts/admin-payouts';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'OwnerPayments' }))('admin.title'), robots: { index: false, follow: false } };
}

/**
 * Operators: the owners the service owes money to, a form to record a payout made outside the
 * acquirer (docs/payouts.md "Manual payouts"), and the latest payouts of everyone. Staff only
 * (the proxy, then this page: 404 for others).
 */
export default async function AdminPayoutsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-payouts');
  const [t, owners, recent] = await Promise.all([getTranslations('OwnerPayments'), ownersToPay(operator), latestPayouts(operator)]);
  const money = (kop: number) => formatMoney(kop, locale);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <AdminNav current="admin-payouts" locale={locale} />
      <h1 className={styles.title}>{t('admin.title')}</h1>
      <p className={styles.lead}>{t('admin.lead')}</p>

      <section className={styles.section} aria-labelledby="owners-owed">
        <h2 id="owners-owed">{t('admin.owners')}</h2>
        {owners.length ? (
          <div className={admin.tableCard}>
            <table className={admin.table} aria-labelledby="owners-owed">
              <thead>
                <tr>
                  <th scope="col">{t('admin.owner')}</th>
                  <th scope="col" className={admin.number}>
                    {t('admin.available')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {owners.map((owner) => (
                  <tr key={owner.id} data-owner={owner.id}>
                    <th scope="row">
                      {owner.name || `#${owner.id}`} <span className={admin.muted}>{owner.email}</span>
                    </th>
                    <td data-label={t('admin.available')} className={admin.number}>
                      {money(owner.availableKop)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={admin.muted}>{t('admin.ownersEmpty')}</p>
        )}
      </section>

      {owners.length ? (
        <section className={styles.section} aria-labelledby="manual-payout">
          <h2 id="manual-payout">{t('admin.formTitle')}</h2>
          <ClientMessages locale={locale} namespaces={['OwnerPayments', 'Errors']}>
            <ManualPayoutForm owners={owners} />
          </ClientMessages>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="recent-payouts">
        <h2 id="recent-payouts">{t('admin.recent')}</h2>
        {recent.length ? (
          <div className={admin.tableCard}>
            <table className={admin.table} aria-labelledby="recent-payouts">
              <thead>
                <tr>
                  <th scope="col">{t('admin.columns.date')}</th>
                  <th scope="col">{t('admin.columns.owner')}</th>
                  <th scope="col" className={admin.number}>
                    {t('admin.columns.amount')}
                  </th>
                  <th scope="col">{t('admin.columns.method')}</th>
                  <th scope="col">{t('admin.columns.status')}</th>
                  <th scope="col">{t('admin.columns.note')}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((payout) => (
                  <tr key={payout.id} data-payout={payout.id}>
                    <th scope="row" className={admin.when}>
                      {formatDateTime(payout.createdAt, locale)}
                    </th>
                    <td data-label={t('admin.columns.owner')}>
                      {payout.ownerName || `#${payout.ownerId}`} <span className={admin.muted}>{payout.ownerEmail}</span>
                    </td>
                    <td data-label={t('admin.columns.amount')} className={admin.number}>
                      {money(payout.amountKop)}
                    </td>
                    <td data-label={t('admin.columns.method')}>{t(`admin.method.${payout.method as 'card' | 'manual'}`)}</td>
                    <td data-label={t('admin.columns.status')}>{t(`status.${payout.status as 'pending' | 'succeeded' | 'failed'}`)}</td>
                    <td data-label={t('admin.columns.note')}>{payout.note ?? payout.failureCode ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={admin.muted}>{t('admin.recentEmpty')}</p>
        )}
      </section>
    </main>
  );
}
