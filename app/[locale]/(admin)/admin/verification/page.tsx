import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminNav } from '@/components/admin/AdminNav';
import { LicenceQueueItem } from '@/components/admin/LicenceQueueItem';
import { OwnerQueueItem } from '@/components/admin/OwnerQueueItem';
import styles from '@/components/admin/queue.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { listPendingLicences } from '@/lib/server/verification/licence';
import { listPendingApplications } from '@/lib/server/verification/owner-application';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Operators' review queue: licences and owner applications, each with who sent it. The proxy lets
 * only staff in; the page checks again itself (404 for anyone else), and so do the queue functions.
 */
export default async function AdminVerificationPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-verification');
  const [t, licences, applications] = await Promise.all([getTranslations('Admin'), listPendingLicences(operator), listPendingApplications(operator)]);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <AdminNav current="admin-verification" locale={locale} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <section className={styles.section} aria-labelledby="queue-licences">
        <div className={styles.sectionHead}>
          <h2 id="queue-licences">{t('licences')}</h2>
          <span className={styles.count}>{t('queueCount', { count: licences.length })}</span>
        </div>
        {licences.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {licences.map((licence) => (
              <li key={licence.id}>
                <LicenceQueueItem item={licence} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="queue-owners">
        <div className={styles.sectionHead}>
          <h2 id="queue-owners">{t('owners')}</h2>
          <span className={styles.count}>{t('queueCount', { count: applications.length })}</span>
        </div>
        {applications.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {applications.map((application) => (
              <li key={application.id}>
                <OwnerQueueItem item={application} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
