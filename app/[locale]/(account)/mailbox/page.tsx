import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MailboxMessageView } from '@/components/mailbox/MailboxMessage';
import styles from '@/components/mailbox/mailbox.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { localMailboxEnabled } from '@/lib/server/mailbox/enabled';
import { listOwnMessages } from '@/lib/server/mailbox/list-own-messages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Mailbox' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The embedded installation's local mailbox: what was sent to the signed-in person, as a mail
 * catcher shows it. The proxy already answers 404 where there is none; the page checks again.
 */
export default async function MailboxPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!localMailboxEnabled()) notFound();
  const [t, user] = await Promise.all([getTranslations('Mailbox'), requireUser(locale, 'mailbox')]);
  const messages = await listOwnMessages(user);
  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <a href={href('mailbox', { locale })} className={`${styles.button} ${styles.primary}`}>
            {t('refresh')}
          </a>
          <a href={href('user-verification', { locale })} className={styles.button}>
            {t('toVerification')}
          </a>
        </div>
      </div>
      {messages.length ? (
        <section aria-labelledby="mailbox-count">
          <h2 id="mailbox-count" className={styles.count}>
            {t('count', { count: messages.length })}
          </h2>
          <ol className={styles.list}>
            {messages.map((message) => (
              <li key={message.id}>
                <MailboxMessageView message={message} locale={locale} />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
    </main>
  );
}
