import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import admin from '@/components/admin/admin.module.css';
import { AdminNav } from '@/components/admin/AdminNav';
import { JobTable } from '@/components/admin/JobTable';
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
      <AdminNav current="admin-jobs" locale={locale} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('lead')}</p>
      <JobTable jobs={overview.jobs} locale={locale} />
      <section className={styles.card} aria-labelledby="failed-runs">
        <h2 id="failed-runs">{t('failedTitle')}</h2>
        {overview.failed.length === 0 ? <p className={styles.muted}>{t('noFailures')}</p> : null}
        {overview.failed.length > 0 ? (
          <ul className={admin.failedList}>
            {overview.failed.map((job) => (
              <li key={job.id}>
                <article className={admin.failedRun} aria-label={`${job.name} #${job.id}`}>
                  <h3>
                    <code>{job.name}</code> #{job.id}
                  </h3>
                  <p className={admin.muted}>
                    {job.finished_at ? `${formatDateTime(job.finished_at, locale)} · ` : ''}
                    {t('attempts', { count: job.attempts })}
                  </p>
                  {job.last_error ? <pre className={admin.error}>{job.last_error}</pre> : null}
                  <div>
                    <RetryJobButton id={job.id} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </main>
  );
}
