'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { AppInitialState } from '@/lib/state/app-store';
import { AppStoreProvider } from './AppStoreProvider';
import { ChatStatusPoll } from './ChatStatusPoll';

export type SignedInProvidersProps = {
  locale: Locale;
  timeZone: string;
  /** The namespaces the shell's signed-in islands translate with (header menu, role switch, agreement). */
  messages: AbstractIntlMessages;
  initial: AppInitialState;
  children: ReactNode;
};

/**
 * The translations and the app store the signed-in header islands (UserMenu, RoleSwitch) read, and
 * the status poll that keeps the store's counts current (spec §7).
 */
export function SignedInProviders({ locale, timeZone, messages, initial, children }: SignedInProvidersProps) {
  const [queries] = useState(() => new QueryClient());
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <QueryClientProvider client={queries}>
        <AppStoreProvider initial={initial}>
          <ChatStatusPoll locale={locale} />
          {children}
        </AppStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}
