import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/errors/not-found';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

// The 404 boundary renders below this segment's head: give it the 404's title, not the site's.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

// Any path no screen matches (two or more segments) renders the localized 404 inside the layout.
export default function UnmatchedPage() {
  notFound();
}
