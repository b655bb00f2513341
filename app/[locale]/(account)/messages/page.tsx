import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InboxList } from '@/components/inbox/InboxList';
import styles from '@/components/inbox/inbox.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { inboxOf } from '@/lib/server/chat/inbox';

type Props = { params: Promise<{ locale: Locale }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Inbox' }))('title'), robots: { index: false } };
}

const pageOf = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * The chat inbox (docs/chat.md "Inbox"): every conversation of the signed-in person, as renter and
 * as owner, the latest first, each leading to its booking, where the chat is. Rendered on the
 * server, no island: the badges in the header keep counting through the status poll, and a reload
 * shows the list as it is now. A page past the last shows the last.
 */
export default async function MessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query = {}] = await Promise.all([getTranslations('Inbox'), requireUser(locale, 'messages'), searchParams]);
  const asked = pageOf(query.page);
  let data = await inboxOf(user, asked, locale);
  const last = Math.max(1, Math.ceil(data.pagination.total / data.pagination.per_page));
  if (asked > last) data = await inboxOf(user, last, locale);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <InboxList data={data} locale={locale} now={new Date()} pageHref={(page) => href('messages', { locale, query: { page: page > 1 ? page : undefined } })} />
    </main>
  );
}
