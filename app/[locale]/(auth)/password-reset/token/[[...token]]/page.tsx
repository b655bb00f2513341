import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/PasswordForms';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

type Props = { params: Promise<{ locale: Locale; token?: string[] }> };

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** Spec §2 /password-reset/token/{token?}: the link from the reset e-mail. */
export default async function Page({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  const value = token?.[0];
  return (
    <AuthCard title={t('reset.title')} lead={value ? t('reset.lead') : t('reset.missingToken')}>
      {value ? <ResetPasswordForm token={value} /> : <a href={href('password-reset-request', { locale })}>{t('reset.requestAgain')}</a>}
    </AuthCard>
  );
}
