import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import styles from './admin.module.css';

export type JobRow = {
  name: string;
  last_run_at: string | null;
  last_status: 'done' | 'failed' | null;
  next_run_at: string | null;
  failed_24h: number;
};

/**
 * Per background job: its last run (and how it ended), the next one and the failures of the last
 * day. Each cell names its column in data-label for the stacked layout on narrow screens.
 */
export async function JobTable({ jobs, locale }: { jobs: JobRow[]; locale: Locale }) {
  const t = await getTranslations('AdminJobs');
  return (
    <div className={styles.tableCard}>
      <table className={styles.table} aria-label={t('title')}>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('lastRun')}</th>
            <th scope="col">{t('nextRun')}</th>
            <th scope="col" className={styles.number}>
              {t('failures')}
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.name}>
              <th scope="row">
                <code className={styles.jobName}>{job.name}</code>
              </th>
              <td data-label={t('lastRun')}>
                {job.last_run_at ? (
                  <span className={styles.lastRun}>
                    <span className={styles.when}>{formatDateTime(job.last_run_at, locale)}</span>
                    <span className={clsx(styles.status, job.last_status === 'failed' && styles.statusFailed)}>
                      {job.last_status === 'failed' ? t('statusFailed') : t('statusDone')}
                    </span>
                  </span>
                ) : (
                  <span className={styles.muted}>{t('never')}</span>
                )}
              </td>
              <td data-label={t('nextRun')}>
                {job.next_run_at ? <span className={styles.when}>{formatDateTime(job.next_run_at, locale)}</span> : <span className={styles.muted}>{t('none')}</span>}
              </td>
              <td data-label={t('failures')} className={clsx(styles.number, job.failed_24h > 0 && styles.failing)}>
                <span>{job.failed_24h}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
