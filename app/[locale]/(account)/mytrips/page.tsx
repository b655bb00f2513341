import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import { VerifyFirstNotice } from '@/components/account/VerifyFirstNotice';
import styles from '@/components/account/account.module.css';
import { BookingListBody } from '@/components/bookings/BookingListBody';
import listStyles from '@/components/bookings/bookings.module.css';
import { MessagesLink } from '@/components/inbox/MessagesLink';
import { ROLE } from '@/lib/auth/viewer';
import { TRIP_TABS, type TripTab } from '@/lib/bookings/booking-tabs';
import type { Locale } from '@/lib/i18n/locales';
import { loadBookingTabs } from '../_bookings/load-booking-tabs';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { blockingStep } from '@/lib/verification/steps';

type Props = { params: Promise<{ locale: Locale }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('mytrips.title'), robots: { index: false } };
}

/** The tabs as shown, and which one opens first when the URL names none (a trip under way first). */
const ORDER: readonly TripTab[] = ['upcoming', 'active', 'past', 'cancelled'];
const PREFERENCE: readonly TripTab[] = ['active', 'upcoming', 'past', 'cancelled'];

/**
 * Spec §2 mytrips: the renter's bookings in tabs — upcoming, active, past, cancelled — each a card
 * with its status, total and next deadline, 20 a page. Nobody with no booking yet sees an empty
 * list: they are invited to find a car. A renter not yet approved to drive is told why booking must
 * wait (the licence's step and state) and where to fix it. (Hosts switch to renting before they book.)
 */
export default async function MyTripsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query = {}] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'mytrips'), searchParams]);
  const step = user.role === ROLE.user ? blockingStep(await getVerificationState(user)) : null;
  const notice = step ? <VerifyFirstNotice step={step} purpose="book" contacts={{ email: user.email, phone: user.phone }} locale={locale} /> : null;
  const data = await loadBookingTabs(user, 'renter', TRIP_TABS, PREFERENCE, query, locale);
  const find = (
    <a href={href('catalog', { locale })} className={`${styles.button} ${styles.primary}`}>
      {t('mytrips.cta')}
    </a>
  );
  if (Object.values<number>(data.counts).every((count) => count === 0)) {
    return (
      <EmptyScreen title={t('mytrips.title')} text={t('mytrips.text')} notice={notice}>
        {find}
      </EmptyScreen>
    );
  }
  return (
    <main id="main" className={`container ${listStyles.listPage}`}>
      <div className={listStyles.listHead}>
        <div>
          <h1 className={styles.title}>{t('mytrips.title')}</h1>
          <MessagesLink locale={locale} />
        </div>
        {find}
      </div>
      {notice}
      <BookingListBody screen="mytrips" locale={locale} data={data} order={ORDER} />
    </main>
  );
}
