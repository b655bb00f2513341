import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import admin from '@/components/admin/admin.module.css';
import { AdminNav } from '@/components/admin/AdminNav';
import queue from '@/components/admin/queue.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { DepositRatesForm } from '@/components/payments/admin/DepositRatesForm';
import styles from '@/components/payments/admin/deposit-rates.module.css';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { depositRatesView } from '@/lib/server/payments/deposits/deposit-rates-view';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'AdminDepositRates' }))('title'), robots: { index: false, follow: false } };
}

/**
 * Operators: the rates dollar and euro deposits are held at, who changed them last and when, a
 * form to change them, and the last changes (docs/payments.md "Deposits"). Staff only (the proxy,
 * then this page: 404 for others, and the reading itself checks the actor).
 */
export default async function AdminDepositRatesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-deposit-rates');
  const [t, view] = await Promise.all([getTranslations('AdminDepositRates'), depositRatesView(operator)]);
  const money = (kop: number) => formatMoney(kop, locale);
  const last = view.history[0];
  return (
    <main id="main" className={`container ${queue.main}`}>
      <AdminNav current="admin-deposit-rates" locale={locale} />
      <h1 className={queue.title}>{t('title')}</h1>
      <p className={queue.lead}>{t('lead')}</p>

      <section className={queue.section} aria-labelledby="rates-now">
        <h2 id="rates-now">{t('nowTitle')}</h2>
        <dl className={styles.rates}>
          <div className={styles.rate} data-currency="USD">
            <dt>{t('usdUnit')}</dt>
            <dd>{money(view.rates.usd_kop)}</dd>
          </div>
          <div className={styles.rate} data-currency="EUR">
            <dt>{t('eurUnit')}</dt>
            <dd>{money(view.rates.eur_kop)}</dd>
          </div>
        </dl>
        <p className={styles.note}>
          {last
            ? last.by
              ? t('changed', { date: formatDateTime(last.at, locale), name: last.by.name })
              : t('changedByGone', { date: formatDateTime(last.at, locale) })
            : t('neverChanged')}
        </p>
        <p className={styles.rule}>{t('rule')}</p>
      </section>

      <section className={queue.section} aria-labelledby="rates-change">
        <h2 id="rates-change">{t('formTitle')}</h2>
        <ClientMessages locale={locale} namespaces={['AdminDepositRates', 'Validation', 'Errors']}>
          <DepositRatesForm usdKop={view.rates.usd_kop} eurKop={view.rates.eur_kop} />
        </ClientMessages>
      </section>

      <section className={queue.section} aria-labelledby="rates-history">
        <h2 id="rates-history">{t('historyTitle')}</h2>
        {view.history.length ? (
          <div className={admin.tableCard}>
            <table className={admin.table} aria-labelledby="rates-history">
              <thead>
                <tr>
                  <th scope="col">{t('columns.when')}</th>
                  <th scope="col">{t('columns.who')}</th>
                  <th scope="col">{t('columns.usd')}</th>
                  <th scope="col">{t('columns.eur')}</th>
                </tr>
              </thead>
              <tbody>
                {view.history.map((change, index) => (
                  <tr key={`${change.at}-${index}`}>
                    <th scope="row" className={admin.when}>
                      {formatDateTime(change.at, locale)}
                    </th>
                    <td data-label={t('columns.who')}>{change.by ? change.by.name : <span className={admin.muted}>{t('gone')}</span>}</td>
                    <td data-label={t('columns.usd')} className={styles.figure}>
                      {t('fromTo', { from: money(change.from.usd_kop), to: money(change.to.usd_kop) })}
                    </td>
                    <td data-label={t('columns.eur')} className={styles.figure}>
                      {t('fromTo', { from: money(change.from.eur_kop), to: money(change.to.eur_kop) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={admin.muted}>{t('historyEmpty')}</p>
        )}
      </section>
    </main>
  );
}
