import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { SocialLoginCompleter } from '@/components/auth/SocialLoginCompleter';
import { safeRef } from '@/lib/auth/safe-ref';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

type Props = { params: Promise<{ locale: Locale; token?: string[] }>; searchParams: Promise<{ ref?: string }> };

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** Spec §2 /s-login/{token?}: completes a social sign-in with a one-time token. */
export default async function Page({ params, searchParams }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const [t, { ref }] = await Promise.all([getTranslations('Social.login'), searchParams]);
  const value = token?.[0];
  return (
    <AuthCard title={t('title')}>
      {value && /^[0-9a-f]{64}$/.test(value) ? <SocialLoginCompleter token={value} refPath={safeRef(ref) ?? undefined} /> : <a href={href('sign', { locale })}>{t('retry')}</a>}
    </AuthCard>
  );
}
