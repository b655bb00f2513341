import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import { AutoSubmitForm } from '@/components/payments/AutoSubmitForm';
import styles from '@/components/payments/sandbox-pay.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { formCheckoutFor } from '@/lib/server/payments/form-checkout';

type Props = { params: Promise<{ locale: Locale; ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'PaymentForm' }))('title'), robots: { index: false, follow: false } };
}

/**
 * Sends the renter on to an acquirer whose payment page takes a posted form (WayForPay,
 * docs/payments.md) — or an owner to its card check for their payout card (docs/payouts.md): the
 * signed form, submitted at once, with a button for a browser without JavaScript. Only the person
 * whose payment or check it is finds it (the proxy and this page answer 404 to anyone else); a payment no longer open says so, with the way back to its booking. The page's
 * Content-Security-Policy lets forms go to that acquirer's pages only (lib/server/security/csp.ts).
 */
export default async function PaymentFormPage({ params }: Props) {
  const { locale, ref } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('PaymentForm'), requireUser(locale, 'pay-form-ref')]);
  const found = await formCheckoutFor(user.id, ref, locale);
  if (!found) notFound();
  const back = found.back.route === 'booking-id' ? href('booking-id', { locale, params: { id: found.back.id } }) : href('cabinet-payments', { locale });
  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.sheet}>
        <h1 className={styles.title}>{t('title')}</h1>
        {found.state === 'open' ? (
          <>
            <p className={styles.muted} role="status">
              {t('lead', { host: new URL(found.checkout.action).host })}
            </p>
            <p className={styles.muted}>{t('hint')}</p>
            <AutoSubmitForm action={found.checkout.action} fields={found.checkout.fields} submitLabel={t('continue')} />
          </>
        ) : (
          <div className={styles.outcome}>
            <p className={styles.closed} role="status">
              {t('closed')}
            </p>
            <a className={formStyles.secondary} href={back}>
              {t('back')}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
