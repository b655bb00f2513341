import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, type Messages } from '@/lib/i18n/messages';

/**
 * Hands the client islands below it only the message namespaces they use, so a page does not ship
 * every form's texts. (A nested provider replaces the outer one's messages for its subtree.)
 */
export function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: (keyof Messages)[]; children: ReactNode }) {
  const messages = loadMessages(locale);
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
