import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import formStyles from '@/components/forms/forms.module.css';
import { SandboxCheckoutIsland } from '@/components/payments/islands';
import styles from '@/components/payments/sandbox-pay.module.css';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/server/accounts/require-user';
import { sandboxOrderState } from '@/lib/server/payments/sandbox/orders';
import { sandboxOrderFor } from '@/lib/server/payments/sandbox/page-order';

type Props = { params: Promise<{ locale: Locale; ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'SandboxPay' }))('title'), robots: { index: false, follow: false } };
}

/**
 * The sandbox acquirer's hosted payment page (docs/payments.md): the merchant, what the payment is
 * for and its amount, then the card form with the test cards — or, for an order that can no
 * longer be paid, what became of it. Only the renter the payment was opened for finds it (the
 * proxy and this page answer 404 to anyone else).
 */
export default async function SandboxPayPage({ params }: Props) {
  const { locale, ref } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('SandboxPay'), requireUser(locale, 'pay-sandbox-ref')]);
  const order = await sandboxOrderFor(user.id, ref);
  if (!order) notFound();
  const state = sandboxOrderState(order, new Date());
  const amount = formatMoney(order.amountKop, locale);
  const closed = {
    paid: t('state.paid'),
    declined: t('state.declined', { reason: t(`reasons.${(order.failureCode ?? 'card_declined') as 'card_declined'}`) }),
    cancelled: t('state.cancelled'),
    expired: t('state.expired'),
  } as const;
  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.sheet}>
        <div className={styles.head}>
          <div>
            <p className={styles.brand}>{t('brand')}</p>
            <h1 className={styles.title}>{t('title')}</h1>
          </div>
          <span className={styles.badge}>{t('badge')}</span>
        </div>
        <p className={styles.testMode}>{t('testMode')}</p>
        <dl className={styles.summary}>
          <dt>{t('merchant')}</dt>
          <dd>{order.merchant}</dd>
          <dt>{t('purpose')}</dt>
          <dd>{order.description}</dd>
          <dt>{t('order')}</dt>
          <dd>{order.reference}</dd>
          <dt>{t('amount')}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </dl>
        {state === 'open' || state === 'otp' ? (
          <>
            <p className={styles.muted}>{t('payBy', { time: formatDateTime(order.expiresAt, locale) })}</p>
            <ClientMessages locale={locale} namespaces={['SandboxPay', 'Forms', 'Validation', 'Errors']}>
              <SandboxCheckoutIsland reference={order.reference} payLabel={t('pay', { amount })} otpLast4={state === 'otp' ? order.cardLast4 : null} />
            </ClientMessages>
          </>
        ) : (
          <div className={styles.outcome}>
            <p className={state === 'declined' ? styles.declined : styles.closed} role="status">
              {closed[state]}
            </p>
            <a className={formStyles.secondary} href={order.returnUrl}>
              {t('back')}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
