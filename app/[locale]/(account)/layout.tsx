import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Locale } from '@/lib/i18n/locales';

export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <ClientMessages locale={locale as Locale} namespaces={['Common', 'Auth', 'Forms', 'Validation', 'Errors', 'Cabinet', 'EmailChange', 'Settings', 'Verification', 'Social']}>
      {children}
    </ClientMessages>
  );
}
