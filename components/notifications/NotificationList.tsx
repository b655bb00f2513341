import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Pagination, paginationLabels } from '@/components/ui/Pagination';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import type { TNotification, TNotificationPage } from '@/lib/notifications/contracts';
import styles from './notifications.module.css';

type Props = {
  data: TNotificationPage;
  locale: Locale;
  /** The list's page `page` (kept on /notifications as `?page=`). */
  pageHref: (page: number) => string;
};

function NotificationItem({ item, locale }: { item: TNotification; locale: Locale }) {
  const t = useTranslations('Notifications');
  const unread = !item.read;
  const body = (
    <>
      <span className={styles.text}>
        {/* The dot shows it; the words say it, first, for a screen reader. */}
        {unread ? <span className="visually-hidden">{t('unread')}</span> : null}
        {unread ? ' ' : null}
        {item.text}
      </span>{' '}
      {/* The spaces keep the link's accessible name in words, whatever the layout. */}
      <span className={styles.meta}>
        {item.booking_id !== null ? <span>{t('booking', { id: item.booking_id })}</span> : null}{' '}
        <time dateTime={item.created.at}>{formatDateTime(item.created.at, locale)}</time>
      </span>
    </>
  );
  return (
    <li className={clsx(styles.item, unread && styles.unread)} data-notification={item.id} data-read={item.read}>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      {item.url ? (
        <a className={styles.link} href={item.url}>
          {body}
        </a>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
    </li>
  );
}

/**
 * The notification centre's list (docs/notifications.md): newest first, each saying what happened
 * to which car and when, linking to its booking; unread ones with a dot, in bold and — for screen
 * readers — the word first. Plain links page through it, so it works without JavaScript.
 */
export function NotificationList({ data, locale, pageHref }: Props) {
  const t = useTranslations('Notifications');
  const tp = useTranslations('Pagination');
  const { notifications, pagination } = data;
  if (!notifications.length) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {notifications.map((item) => (
          <NotificationItem key={item.id} item={item} locale={locale} />
        ))}
      </ul>
      <p className={styles.kyiv}>{t('kyivTime')}</p>
      <Pagination
        total={pagination.total}
        perPage={pagination.per_page}
        currentPage={pagination.current_page}
        hrefFor={pageHref}
        labels={paginationLabels(tp)}
      />
    </>
  );
}
