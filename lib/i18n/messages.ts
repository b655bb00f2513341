import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import type { Locale } from './locales';

export type Messages = typeof uk;

const byLocale: Record<Locale, Messages> = { uk, en };

export function loadMessages(locale: Locale): Messages {
  return byLocale[locale];
}
