import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import styles from '@/components/account/account.module.css';
import { BookingListBody } from '@/components/bookings/BookingListBody';
import listStyles from '@/components/bookings/bookings.module.css';
import { MessagesLink } from '@/components/inbox/MessagesLink';
import { ROLE } from '@/lib/auth/viewer';
import { ACTIVITY_TABS, type ActivityTab } from '@/lib/bookings/booking-tabs';
import { BOOKING_LIMITS } from '@/lib/bookings/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { loadBookingTabs } from '../_bookings/load-booking-tabs';
import { requireUser } from '@/lib/server/accounts/require-user';

type Props = { params: Promise<{ locale: Locale }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('activity.title'), robots: { index: false } };
}

/** The tabs as shown, and which opens first when the URL names none (requests waiting first). */
const ORDER: readonly ActivityTab[] = ['requests', 'upcoming', 'active', 'history'];
const PREFERENCE: readonly ActivityTab[] = ['requests', 'active', 'upcoming', 'history'];

/**
 * Spec §2 myactivity (hosts and companies): bookings of the owner's cars in tabs — requests
 * waiting for an answer (by their deadline, each with confirm and reject), upcoming, active,
 * history — 20 a page; a company's are grouped under each car. Until the first request, it says
 * what will appear here.
 */
export default async function MyActivityPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query = {}] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'myactivity'), searchParams]);
  const data = await loadBookingTabs(user, 'owner', ACTIVITY_TABS, PREFERENCE, query, locale);
  if (Object.values<number>(data.counts).every((count) => count === 0)) return <EmptyScreen title={t('activity.title')} text={t('activity.text')} />;
  return (
    <main id="main" className={`container ${listStyles.listPage}`}>
      <div className={listStyles.listHead}>
        <div>
          <h1 className={styles.title}>{t('activity.title')}</h1>
          <MessagesLink locale={locale} />
        </div>
      </div>
      <BookingListBody screen="myactivity" locale={locale} data={data} order={ORDER} byCar={user.role === ROLE.legal} reasonLimits={BOOKING_LIMITS.reason} />
    </main>
  );
}
