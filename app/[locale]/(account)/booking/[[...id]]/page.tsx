import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { BookingDetails } from './booking-details';
import { BookingRequest } from './booking-request';

type Props = {
  params: Promise<{ locale: Locale; id?: string[] }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const title = id?.[0] ? (await getTranslations({ locale, namespace: 'Booking' }))('title', { id: id[0] }) : (await getTranslations({ locale, namespace: 'BookingForm' }))('metaTitle');
  return { title, robots: { index: false } };
}

/**
 * Spec §2 /booking/{id?}: with an id, the booking as its renter, its owner or an operator sees it
 * (anyone else: 404); without one, the request form for the car in `?car=` and the dates in
 * `?start=&end=` (the car page's "Book" leads here).
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if ((id?.length ?? 0) > 1) notFound();
  if (id?.[0] !== undefined) return <BookingDetails locale={locale} id={id[0]} />;
  return <BookingRequest locale={locale} query={(await searchParams) ?? {}} />;
}
