import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Receipt } from '@/components/payments/renter/Receipt';
import styles from '@/components/payments/renter/receipt.module.css';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { requireUser } from '@/lib/server/accounts/require-user';
import { paymentReceipt } from '@/lib/server/payments/history/receipt';
import { getShellData } from '@/lib/server/site/get-shell-data';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'CabinetPayments.receipt' }))('title'), robots: { index: false, follow: false } };
}

/**
 * A payment's printable receipt (docs/cabinet-payments.md "Receipts"). The proxy answers 404 before
 * rendering to anyone but the renter who paid and operators (lib/server/routing/resource-exists.ts);
 * the domain function checks the same again here, so a bypassed proxy reveals nothing either.
 */
export default async function ReceiptPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const user = await requireUser(locale, 'cabinet-payments-receipt-id');
  const receipt = await paymentReceipt(user, Number(id)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const { settings } = await getShellData(locale);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <Receipt receipt={receipt} locale={locale} site={{ name: settings.settings.site_name || 'Kermo', host: siteUrl().host }} backHref={href('cabinet-payments', { locale })} />
    </main>
  );
}
