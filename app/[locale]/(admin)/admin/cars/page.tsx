import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminNav } from '@/components/admin/AdminNav';
import { CarQueueItem } from '@/components/admin/CarQueueItem';
import { ModerationQueue, QueueEntry } from '@/components/admin/ModerationQueue';
import styles from '@/components/admin/queue.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { carModerationQueue } from '@/lib/server/admin/car-moderation-queue';
import { requireStaffPage } from '@/lib/server/auth/require-staff-page';
import { getDictionary } from '@/lib/server/site/get-dictionary';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'AdminCars' }))('title'), robots: { index: false, follow: false } };
}

/**
 * Operators' car moderation: every car awaiting a decision, the longest-waiting first, with all its
 * fields and photos and its owner. The proxy lets only staff in; the page checks again (404 for
 * anyone else), and so does the queue function.
 */
export default async function AdminCarsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const operator = await requireStaffPage(locale, 'admin-cars');
  const [t, queue, dictionary] = await Promise.all([getTranslations('AdminCars'), carModerationQueue(operator, locale), getDictionary(locale)]);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <AdminNav current="admin-cars" locale={locale} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <ModerationQueue total={queue.length}>
        {queue.map((entry) => (
          <QueueEntry key={entry.car.id} id={entry.car.id}>
            <CarQueueItem entry={entry} dictionary={dictionary} locale={locale} />
          </QueueEntry>
        ))}
      </ModerationQueue>
    </main>
  );
}
