import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminNav } from '@/components/admin/AdminNav';
import queue from '@/components/admin/queue.module.css';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { RECONCILE_RESULTS } from '@/lib/payments/reconcile';
import { parsePeriod, RECONCILE_MAX_DAYS } from '@/lib/payments/reconcile-period';
import { href } from '@/lib/routes';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { reconciliationReport } from '@/lib/server/payments/reconcile/report';
import { kyivToday } from '@/lib/time/iso-date';
import styles from './reconcile.module.css';
import { ReconcileLinesTable } from './ReconcileLinesTable';
import { ReconcileTotalsTable } from './ReconcileTotalsTable';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'AdminPayments' }))('title'), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Operators: our payment records against the acquirers' for a period of Kyiv days (`?from=&to=`,
 * the last seven by default; docs/reconciliation.md). Staff only (the proxy, then this page: 404
 * for others, and the report itself checks the actor).
 */
export default async function AdminPaymentsPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-payments');
  const query = await searchParams;
  const now = new Date();
  const { period, problem } = parsePeriod({ from: one(query.from), to: one(query.to) }, now);
  const [t, report] = await Promise.all([getTranslations('AdminPayments'), reconciliationReport(operator, period, now)]);
  const mismatches = report.lines.filter((line) => line.result !== 'matched');
  const matched = report.lines.filter((line) => line.result === 'matched');
  return (
    <main id="main" className={`container ${queue.main}`}>
      <AdminNav current="admin-payments" locale={locale} />
      <h1 className={queue.title}>{t('title')}</h1>
      <p className={queue.lead}>{t('lead')}</p>

      <form method="get" action={href('admin-payments', { locale })}>
        <fieldset className={styles.period}>
          <legend>{t('periodLegend')}</legend>
          <label className={styles.field}>
            {t('from')}
            <input type="date" name="from" defaultValue={period.from} max={kyivToday(now)} required />
          </label>
          <label className={styles.field}>
            {t('to')}
            <input type="date" name="to" defaultValue={period.to} max={kyivToday(now)} required />
          </label>
          <button type="submit" className={styles.show}>
            {t('show')}
          </button>
          <p className={styles.note}>{t('periodNote', { days: RECONCILE_MAX_DAYS })}</p>
        </fieldset>
      </form>
      {problem ? (
        <p className={styles.problem} role="alert">
          {t(`problem.${problem}`, { days: RECONCILE_MAX_DAYS })}
        </p>
      ) : null}
      <p className={styles.shown}>{t('periodShown', { from: formatDate(period.from, locale), to: formatDate(period.to, locale), time: formatDateTime(report.generatedAt, locale) })}</p>

      <section className={styles.section} aria-labelledby="reconcile-summary">
        <h2 id="reconcile-summary">{t('summaryTitle')}</h2>
        <ul className={styles.counts}>
          {RECONCILE_RESULTS.map((result) => (
            <li key={result} className={styles.count} data-result={result} data-bad={result !== 'matched' && report.counts[result] > 0}>
              <strong>{report.counts[result]}</strong>
              <span className={styles.countName}>{t(`result.${result}`)}</span>
              <small>{t(`resultHint.${result}`)}</small>
            </li>
          ))}
        </ul>
        <p className={styles.books} data-balanced={report.booksBalanced}>
          {report.booksBalanced ? t('booksBalanced') : t('booksUnbalanced')}
        </p>
      </section>

      {report.totals.length ? (
        <section className={styles.section} aria-labelledby="reconcile-totals">
          <h2 id="reconcile-totals">{t('totalsTitle')}</h2>
          <p className={styles.shown}>{t('totalsLead')}</p>
          <ReconcileTotalsTable rows={report.totals} locale={locale} />
        </section>
      ) : null}

      {report.unavailable.length ? (
        <section className={styles.section} aria-labelledby="reconcile-unavailable">
          <h2 id="reconcile-unavailable">{t('unavailableTitle')}</h2>
          <p>{t('unavailableLead')}</p>
          <ul className={styles.unavailable}>
            {report.unavailable.map((item) => (
              <li key={`${item.provider}-${item.reference}`}>
                <code>{item.reference}</code> ({item.provider})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="reconcile-mismatches">
        <h2 id="reconcile-mismatches">{t('mismatchesTitle')}</h2>
        {mismatches.length ? <ReconcileLinesTable lines={mismatches} label={t('mismatchesTitle')} locale={locale} /> : <p className={styles.shown}>{report.lines.length ? t('noMismatches') : t('noLines')}</p>}
      </section>

      {matched.length ? (
        <details className={styles.matched}>
          <summary>{t('matchedTitle', { count: matched.length })}</summary>
          <ReconcileLinesTable lines={matched} label={t('matchedTitle', { count: matched.length })} locale={locale} />
        </details>
      ) : null}
    </main>
  );
}
