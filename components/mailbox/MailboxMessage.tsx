import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import type { MailboxMessage } from '@/lib/mailbox/message';
import styles from './mailbox.module.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain-text body with its web addresses as links (React escapes everything else). */
function withLinks(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className={styles.bodyLink}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** One message of the local mailbox: channel, subject, recipient, time, its code or link, the text. */
export function MailboxMessageView({ message, locale }: { message: MailboxMessage; locale: Locale }) {
  const t = useTranslations('Mailbox');
  const titleId = `message-${message.id}`;
  const title = message.channel === 'sms' ? t('channel.sms') : message.subject || t('noSubject');
  return (
    <article className={styles.message} aria-labelledby={titleId} data-testid="mailbox-message">
      <header className={styles.messageHead}>
        <span className={styles.channel} data-channel={message.channel}>
          {t(`channel.${message.channel}`)}
        </span>
        <h3 id={titleId} className={styles.subject}>
          {title}
        </h3>
        <dl className={styles.meta}>
          <div>
            <dt>{t('to')}</dt>
            <dd>{message.recipient}</dd>
          </div>
          <div>
            <dt>{t('sentAt')}</dt>
            <dd>
              <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt, locale)}</time>
            </dd>
          </div>
        </dl>
      </header>
      {message.code ? (
        <p className={styles.code}>
          <span>{t('code')}</span> <strong data-testid="mailbox-code">{message.code}</strong>
        </p>
      ) : null}
      {message.link ? (
        <p className={styles.linkRow}>
          <span>{t('link')}:</span>{' '}
          <a href={message.link} className={styles.bodyLink}>
            {message.link}
          </a>
        </p>
      ) : null}
      {/* The text as sent, blank lines between paragraphs (the signature's empty line folded in). */}
      <p className={styles.body}>{withLinks(message.text.replace(/\n{3,}/g, '\n\n'))}</p>
    </article>
  );
}
