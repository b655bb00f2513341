import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found';
import type { Locale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata((await getLocale()) as Locale);
}

/** Spec §2: a page's own notFound() (a fallback behind the proxy's 404) renders the localized 404. */
export default async function NotFound() {
  return <NotFoundView locale={(await getLocale()) as Locale} />;
}
