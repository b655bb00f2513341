import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { RetryJobButton } from '@/components/admin/RetryJobButton';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { jobOverview } from '@/lib/server/jobs/job-overview';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Operators: the state of the background jobs (last and next run, failures) and a retry for failed runs. */
export default async function AdminJobsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-jobs');
  const [t, overview] = await Promise.all([getTranslations('AdminJobs'), jobOverview(operator)]);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('lead')}</p>
      <section className={styles.card} aria-label={t('title')} style={{ overflowX: 'auto' }}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('lastRun')}</th>
              <th scope="col">{t('nextRun')}</th>
              <th scope="col">{t('failures')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.jobs.map((job) => (
              <tr key={job.name}>
                <th scope="row">
                  <code>{job.name}</code>
                </th>
                <td>
                  {job.last_run_at ? `${formatDateTime(job.last_run_at, locale)} · ${job.last_status === 'failed' ? t('statusFailed') : t('statusDone')}` : t('never')}
                </td>
                <td>{job.next_run_at ? formatDateTime(job.next_run_at, locale) : t('none')}</td>
                <td>{job.failed_24h}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.card} aria-labelledby="failed-runs">
        <h2 id="failed-runs">{t('failedTitle')}</h2>
        {overview.failed.length === 0 ? <p className={styles.muted}>{t('noFailures')}</p> : null}
        {overview.failed.map((job) => (
          <article key={job.id} className={styles.card} aria-label={`${job.name} #${job.id}`} style={{ marginBottom: 12 }}>
            <h3>
              <code>{job.name}</code> #{job.id}
            </h3>
            <p className={styles.muted}>
              {job.finished_at ? formatDateTime(job.finished_at, locale) : ''} · {t('attempts', { count: job.attempts })}
            </p>
            {job.last_error ? <pre style={{ whiteSpace: 'pre-wrap' }}>{job.last_error}</pre> : null}
            <RetryJobButton id={job.id} />
          </article>
        ))}
      </section>
    </main>
  );
}
