import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/ErrorView';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/**
 * The 404's own head: "Сторінку не знайдено — Kermo" / "Page not found — Kermo" (through the
 * layout's title template), never the home page's default title; not indexed.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/** Spec §2 404 page ("This page could not be found") with a link home. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return <ErrorView title={t('notFoundTitle')} message={t('notFoundMessage')} home={{ href: href('index', { locale }), label: t('home') }} />;
}
