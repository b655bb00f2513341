import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Locale } from '@/lib/i18n/locales';

export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <ClientMessages locale={locale as Locale} namespaces={['Common', 'Admin', 'AdminJobs', 'AdminCars', 'Verification', 'Errors']}>
      {children}
    </ClientMessages>
  );
}
