import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import { VerifyFirstNotice } from '@/components/account/VerifyFirstNotice';
import styles from '@/components/account/account.module.css';
import { ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { blockingStep } from '@/lib/verification/steps';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('mytrips.title'), robots: { index: false } };
}

/**
 * Spec §2 mytrips. Bookings arrive with roadmap step 4; until then nobody has a trip. A renter not
 * yet approved to drive is told why booking must wait (the licence's step and state) and where to
 * fix it. (Hosts switch to renting before they book.)
 */
export default async function MyTripsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'mytrips')]);
  const step = user.role === ROLE.user ? blockingStep(await getVerificationState(user)) : null;
  return (
    <EmptyScreen
      title={t('mytrips.title')}
      text={t('mytrips.text')}
      notice={step ? <VerifyFirstNotice step={step} purpose="book" contacts={{ email: user.email, phone: user.phone }} locale={locale} /> : null}
    >
      <a href={href('catalog', { locale })} className={`${styles.button} ${styles.primary}`}>
        {t('mytrips.cta')}
      </a>
    </EmptyScreen>
  );
}
