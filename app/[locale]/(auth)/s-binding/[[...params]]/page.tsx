import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { getCurrentViewer } from '@/lib/server/accounts/get-current-viewer';

type Props = { params: Promise<{ locale: Locale; params?: string[] }>; searchParams: Promise<{ status?: string }> };

export const metadata: Metadata = { robots: { index: false } };

const NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** Spec §2 /s-binding/{driver}/{id}: the outcome of linking Google or Facebook to the signed-in account. */
export default async function Page({ params, searchParams }: Props) {
  const { locale, params: parts = [] } = await params;
  setRequestLocale(locale);
  const [[driver = '', id = ''], { status }, viewer, t] = await Promise.all([Promise.resolve(parts), searchParams, getCurrentViewer(), getTranslations('Social.binding')]);
  const mine = viewer !== null && String(viewer.id) === id && NAMES[driver];
  const known = mine && ['linked', 'taken', 'reauth'].includes(status ?? '') ? (status as 'linked' | 'taken' | 'reauth') : null;
  const message = known ? t(known, { provider: NAMES[driver]! }) : t('other');
  const settings = href('settings', { locale });
  return (
    <AuthCard title={t('title')} lead={message}>
      {known === 'reauth' ? <a href={href('sign', { locale, query: { ref: settings, reauth: 1 } })}>{t('signInAgain')}</a> : <a href={settings}>{t('settings')}</a>}
    </AuthCard>
  );
}
