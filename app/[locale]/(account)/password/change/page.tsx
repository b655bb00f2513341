import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { ChangePasswordForm } from '@/components/auth/PasswordForms';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { title: t('change.title'), robots: { index: false } };
}

/** Spec §2 password/change. */
export default async function ChangePasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t] = await Promise.all([getTranslations('Auth'), requireUser(locale, 'password-change')]);
  return (
    <AuthCard title={t('change.title')}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
