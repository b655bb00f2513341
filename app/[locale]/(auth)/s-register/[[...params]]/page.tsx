import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { SocialRegisterForm } from '@/components/auth/SocialRegisterForm';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { peekSocialToken } from '@/lib/server/social/social-tokens';

type Props = { params: Promise<{ locale: Locale; params?: string[] }> };

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

const NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** Spec §2 /s-register/{driver}/{id}: finishes signing up a person who came from Google or Facebook. */
export default async function Page({ params }: Props) {
  const { locale, params: parts = [] } = await params;
  setRequestLocale(locale);
  const [driver = '', id = ''] = parts;
  const t = await getTranslations('Social.register');
  const pending = /^[0-9a-f]{64}$/.test(id) ? await peekSocialToken(id, 'register') : null;
  if (!pending || pending.provider !== driver) {
    return (
      <AuthCard title={t('title')} lead={t('invalid')}>
        <a href={href('sign', { locale })}>{t('retry')}</a>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('title')} lead={t('lead', { provider: NAMES[driver] ?? driver })}>
      <SocialRegisterForm token={id} profile={pending.profile} />
    </AuthCard>
  );
}
