import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { MarkAllRead } from '@/components/notifications/MarkAllRead';
import { NotificationList } from '@/components/notifications/NotificationList';
import styles from '@/components/notifications/notifications.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { listNotifications } from '@/lib/server/notifications/list-notifications';

type Props = { params: Promise<{ locale: Locale }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Notifications' }))('title'), robots: { index: false } };
}

const pageOf = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * The notification centre (docs/notifications.md): every booking event the person was told about,
 * newest first, read and unread, each leading to its booking (opening it marks that booking's
 * notifications read); "mark all as read" is the one island. A page past the last shows the last.
 */
export default async function NotificationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query = {}] = await Promise.all([getTranslations('Notifications'), requireUser(locale, 'notifications'), searchParams]);
  const asked = pageOf(query.page);
  let data = await listNotifications(user, asked, locale);
  const last = Math.max(1, Math.ceil(data.pagination.total / data.pagination.per_page));
  if (asked > last) data = await listNotifications(user, last, locale);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.count}>{t('unreadCount', { count: data.unread })}</p>
        </div>
        <ClientMessages locale={locale} namespaces={['Notifications', 'Errors']}>
          <MarkAllRead unread={data.unread} upTo={data.newest_id} />
        </ClientMessages>
      </div>
      <p className={styles.lead}>{t('lead')}</p>
      <NotificationList data={data} locale={locale} pageHref={(page) => href('notifications', { locale, query: { page: page > 1 ? page : undefined } })} />
    </main>
  );
}
