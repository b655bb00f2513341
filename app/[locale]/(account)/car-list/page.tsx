import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyScreen } from '@/components/account/EmptyScreen';
import { VerifyFirstNotice } from '@/components/account/VerifyFirstNotice';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { blockingStep } from '@/lib/verification/steps';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'Empty' }))('carList.title'), robots: { index: false } };
}

/**
 * Spec §2 car-list (hosts and companies; the proxy turns others away). Cars arrive with roadmap
 * step 2; until then the list is empty, and unverified owners are told what adding one needs:
 * which step is missing, under review or rejected (and why), with a link to it.
 */
export default async function CarListPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('Empty'), requireUser(locale, 'car-list')]);
  const step = blockingStep(await getVerificationState(user));
  return (
    <EmptyScreen
      title={t('carList.title')}
      text={t('carList.text')}
      notice={step ? <VerifyFirstNotice step={step} purpose="list" contacts={{ email: user.email, phone: user.phone }} locale={locale} /> : null}
    />
  );
}
