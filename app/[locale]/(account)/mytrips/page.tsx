import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import styles from '@/components/account/account.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('mytrips.title'), robots: { index: false } };
}

/** Spec §2 mytrips. Bookings arrive with roadmap step 4; until then nobody has a trip. */
export default async function MyTripsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'mytrips')]);
  return (
    <EmptyScreen title={t('mytrips.title')} text={t('mytrips.text')}>
      <a href={href('catalog', { locale })} className={`${styles.button} ${styles.primary}`}>
        {t('mytrips.cta')}
      </a>
    </EmptyScreen>
  );
}
