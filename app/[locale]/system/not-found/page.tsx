import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/ErrorView';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

export const metadata: Metadata = { robots: { index: false } };

/**
 * Spec §2 404 page ("This page could not be found"). The proxy rewrites unknown addresses here
 * with status 404, so the page renders as ordinary server HTML, readable without JavaScript.
 */
export default async function NotFoundPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return <ErrorView title={t('notFoundTitle')} message={t('notFoundMessage')} home={{ href: href('index', { locale }), label: t('home') }} />;
}
