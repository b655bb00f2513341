import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('payments.title'), robots: { index: false } };
}

/** Spec §2 cabinet/payments. Payments arrive with roadmap step 5; until then there are none. */
export default async function PaymentsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'cabinet-payments')]);
  return <EmptyScreen title={t('payments.title')} text={t('payments.text')} />;
}
