import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/bookings/StatusBadge';
import { Pagination, paginationLabels } from '@/components/ui/Pagination';
import type { TChatInboxItem } from '@/lib/chat/contracts';
import { inboxTime } from '@/lib/chat/inbox-time';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './inbox.module.css';

export type InboxPage = { items: TChatInboxItem[]; pagination: { total: number; per_page: number; current_page: number } };

type Props = {
  data: InboxPage;
  locale: Locale;
  /** The moment "today" is measured from (the request's). */
  now: Date;
  /** The list's page `page` (kept on /messages as `?page=`). */
  pageHref: (page: number) => string;
};

function LastMessage({ last }: { last: TChatInboxItem['last'] }) {
  const t = useTranslations('Inbox');
  if (!last) return <span className={styles.last}>{t('none')}</span>;
  return (
    <span className={styles.last}>
      {last.mine ? <span className={styles.you}>{t('you')}</span> : null}
      {last.mine ? ' ' : null}
      {last.text || (last.photo ? t('photo') : '')}
    </span>
  );
}

function InboxItem({ item, locale, now }: { item: TChatInboxItem; locale: Locale; now: Date }) {
  const t = useTranslations('Inbox');
  const other = item.other.name || t('gone');
  return (
    <li className={clsx(styles.item, item.unread > 0 && styles.unread)} data-booking={item.booking_id} data-unread={item.unread}>
      {/* The chat is on the booking's page; the row's words, in order, are the link's name. */}
      <a className={styles.link} href={`${href('booking-id', { locale, params: { id: item.booking_id } })}#chat`}>
        <span className={styles.photo}>
          {item.car.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a size from our own image pipeline
            <img src={item.car.photo} alt="" width={72} height={48} loading="lazy" decoding="async" />
          ) : null}
        </span>
        <span className={styles.car}>{item.car.title}</span>{' '}
        <span className={styles.meta}>
          <span>{t(item.role === 'renter' ? 'withOwner' : 'withRenter', { name: other })}</span>{' '}
          <StatusBadge status={item.status} /> <span className={styles.number}>{t('number', { id: item.booking_id })}</span>
        </span>{' '}
        <LastMessage last={item.last} />{' '}
        {item.last ? (
          <time className={styles.time} dateTime={item.last.at}>
            {inboxTime(item.last.at, now, locale)}
          </time>
        ) : null}{' '}
        {item.unread > 0 ? (
          <span className={styles.count}>
            <span className={styles.badge} aria-hidden="true">
              {item.unread}
            </span>
            <span className="visually-hidden">{t('unread', { count: item.unread })}</span>
          </span>
        ) : null}
      </a>
    </li>
  );
}

/**
 * The chat inbox (docs/chat.md "Inbox"): every conversation, the latest first — the car, the other
 * party, the booking's status, the last message (mine prefixed "You:", a photo alone said as such)
 * and its time, and what waits unread, each row leading to the booking where the chat is. Plain
 * links page through it, so it works without JavaScript.
 */
export function InboxList({ data, locale, now, pageHref }: Props) {
  const t = useTranslations('Inbox');
  const tp = useTranslations('Pagination');
  const { items, pagination } = data;
  if (!items.length) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {items.map((item) => (
          <InboxItem key={item.booking_id} item={item} locale={locale} now={now} />
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
