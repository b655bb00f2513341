import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/ErrorView';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

type Props = { params: Promise<{ locale: Locale }> };

// Its own title ("Щось пішло не так — Kermo"), not the home page's.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'ErrorPage' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Spec §2: a screen configured with a guard the proxy does not know renders the error page with
 * 500 "Unknown middleware". The proxy rewrites here with status 500.
 */
export default async function UnknownMiddlewarePage({ params }: Props) {
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
