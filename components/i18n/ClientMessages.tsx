import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { type MessagePick, pickMessages } from '@/lib/i18n/pick-messages';

/**
 * Hands the client islands below it only the messages they use (whole namespaces, or some keys of
 * one), so a page does not ship every form's texts. (A nested provider replaces the outer one's
 * messages for its subtree.)
 */
export function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly MessagePick[]; children: ReactNode }) {
  const picked = pickMessages(loadMessages(locale), namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
