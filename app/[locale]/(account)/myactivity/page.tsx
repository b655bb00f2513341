import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('activity.title'), robots: { index: false } };
}

/** Spec §2 myactivity (hosts and companies). Requests arrive with bookings (roadmap step 4). */
export default async function MyActivityPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'myactivity')]);
  return <EmptyScreen title={t('activity.title')} text={t('activity.text')} />;
}
