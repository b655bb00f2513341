import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/ui/ErrorView';
import { href } from '@/lib/routes';

/** Spec §2: an unmatched route gives a 404 page with "This page could not be found". */
export default async function NotFound() {
  const locale = (await getLocale()) as 'uk' | 'en';
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return <ErrorView title={t('notFoundTitle')} message={t('notFoundMessage')} home={{ href: href('index', { locale }), label: t('home') }} />;
}
