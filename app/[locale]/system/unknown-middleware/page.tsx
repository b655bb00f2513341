import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/ErrorView';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

export const metadata: Metadata = { robots: { index: false } };

/**
 * Spec §2: a screen configured with a guard the proxy does not know renders the error page with
 * 500 "Unknown middleware". The proxy rewrites here with status 500.
 */
export default async function UnknownMiddlewarePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return (
    <ErrorView
      title={t('title')}
      message={t('unknownMiddleware')}
      status={{ code: 500, line: t('statusLine', { status: 500, text: t('status.500') }) }}
      home={{ href: href('index', { locale }), label: t('home') }}
    />
  );
}
