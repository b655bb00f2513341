'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { AppInitialState } from '@/lib/state/app-store';
import { AppStoreProvider } from './AppStoreProvider';

export type SignedInProvidersProps = {
  locale: Locale;
  timeZone: string;
  /** The namespaces the shell's signed-in islands translate with (header menu, role switch, agreement). */
  messages: AbstractIntlMessages;
  initial: AppInitialState;
  children: ReactNode;
};

/** The translations and the app store the signed-in header islands (UserMenu, RoleSwitch) read. */
export function SignedInProviders({ locale, timeZone, messages, initial, children }: SignedInProvidersProps) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <AppStoreProvider initial={initial}>{children}</AppStoreProvider>
    </NextIntlClientProvider>
  );
}
