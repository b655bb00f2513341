import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ACCOUNT_VALIDATION_KEYS } from '@/lib/accounts/form-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { MessagePick } from '@/lib/i18n/pick-messages';
import { GENERIC_VALIDATION_KEYS } from '@/lib/validation/issue-message';

/** What the account forms translate in the browser: their words, the password field's, and what they can say before a call. */
const AUTH_MESSAGES: readonly MessagePick[] = [
  'Common',
  'Auth',
  ['Forms', ['showPassword', 'hidePassword', 'save', 'saved']],
  ['Validation', [...GENERIC_VALIDATION_KEYS, ...ACCOUNT_VALIDATION_KEYS]],
  'Errors',
  'Social',
];

export default async function AuthLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <ClientMessages locale={locale as Locale} namespaces={AUTH_MESSAGES}>
      {children}
    </ClientMessages>
  );
}
