import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminNav } from '@/components/admin/AdminNav';
import home from '@/components/admin/console-home.module.css';
import styles from '@/components/admin/queue.module.css';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { consoleCounts } from '@/lib/server/admin/console-counts';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'AdminHome' }))('title'), robots: { index: false, follow: false } };
}

/**
 * The operators' console start: each section with what waits in it now (and since when), so the
 * day starts where someone has waited longest. Staff only (proxy, then this page: 404 for others).
 */
export default async function AdminHomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin');
  const [t, counts] = await Promise.all([getTranslations('AdminHome'), consoleCounts(operator)]);
  const since = (value: string | null) => (value ? t('since', { date: formatDateTime(value, locale) }) : null);
  const verification = counts.licences + counts.applications;
  const sections = [
    {
      screen: 'admin-verification' as const,
      key: 'verification' as const,
      count: verification,
      detail: verification ? t('verification.detail', { licences: counts.licences, applications: counts.applications }) : null,
      since: since(counts.verificationSince),
    },
    { screen: 'admin-cars' as const, key: 'cars' as const, count: counts.cars, detail: null, since: since(counts.carsSince) },
    { screen: 'admin-jobs' as const, key: 'jobs' as const, count: counts.failedJobs, detail: null, since: null },
  ];
  return (
    <main id="main" className={`container ${styles.main}`}>
      <AdminNav current="admin" locale={locale} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <ul className={home.sections}>
        {sections.map((section) => (
          <li key={section.key} className={home.section} data-waiting={section.count > 0 ? (section.key === 'jobs' ? 'failed' : 'yes') : 'no'}>
            <h2 className={home.name}>
              <a href={href(section.screen, { locale })}>{t(`${section.key}.title`)}</a>
            </h2>
            <p className={home.text}>{t(`${section.key}.text`)}</p>
            <p className={home.count}>{t(`${section.key}.count`, { count: section.count })}</p>
            {section.detail ? <p className={home.detail}>{section.detail}</p> : null}
            {section.since ? <p className={home.detail}>{section.since}</p> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
