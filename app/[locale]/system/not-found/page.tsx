import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

/**
 * Spec §2 404 page ("This page could not be found"). The proxy rewrites unknown addresses here
 * with status 404, so the page renders as ordinary server HTML, readable without JavaScript.
 */
export default async function NotFoundPage({ params }: Props) {
  return <NotFoundView locale={(await params).locale} />;
}
