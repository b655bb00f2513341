import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import formStyles from '@/components/forms/forms.module.css';
import { SandboxCheckoutIsland } from '@/components/payments/islands';
import type { SandboxPageMode } from '@/components/payments/SandboxCheckout';
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
 * longer be paid, what became of it. A hold says the amount is blocked, not charged; a card check
 * says nothing is charged (amount 0). Only the renter the payment was opened for finds it (the
 * proxy and this page answer 404 to anyone else).
 */
export default async function SandboxPayPage({ params }: Props) {
  const { locale, ref } = await params;
  setRequestLocale(locale);
  const [t, user] = await Promise.all([getTranslations('SandboxPay'), requireUser(locale, 'pay-sandbox-ref')]);
  const order = await sandboxOrderFor(user.id, ref);
  if (!order) notFound();
  const state = sandboxOrderState(order, new Date());
  const mode = order.mode as SandboxPageMode;
  const check = mode === 'verify';
  const amount = formatMoney(order.amountKop, locale);
  const reason = t(`reasons.${(order.failureCode ?? 'card_declined') as 'card_declined'}`);
  const closed = {
    paid: t('state.paid'),
    held: t('state.held'),
    verified: t('state.verified'),
    voided: t('state.voided'),
    declined: check ? t('state.declinedCheck', { reason }) : t('state.declined', { reason }),
    cancelled: t('state.cancelled'),
    expired: t('state.expired'),
  } as const;
  const until = formatDateTime(order.expiresAt, locale);
  const button = { charge: t('pay', { amount }), hold: t('payHold', { amount }), verify: t('check') }[mode];
  return (
    <main id="main" className={`container ${styles.main}`}>
      <div className={styles.sheet}>
        <div className={styles.head}>
          <div>
            <p className={styles.brand}>{t('brand')}</p>
            <h1 className={styles.title}>{check ? t('titleCheck') : t('title')}</h1>
          </div>
          <span className={styles.badge}>{t('badge')}</span>
        </div>
        <p className={styles.testMode}>{t('testMode')}</p>
        <dl className={styles.summary}>
          <dt>{t('merchant')}</dt>
          <dd>{order.merchant}</dd>
          <dt>{t('purpose')}</dt>
          <dd>{check ? t(`checkPurpose.${order.cardPurpose === 'payout' ? 'payout' : 'payment'}`) : order.description}</dd>
          <dt>{t('order')}</dt>
          <dd>{order.reference}</dd>
          <dt>{mode === 'hold' ? t('amountHold') : t('amount')}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </dl>
        {state === 'open' || state === 'otp' ? (
          <>
            {/* What will happen to the money, said before the card is asked for (once decided, the outcome says it). */}
            {mode === 'hold' ? <p className={styles.notice}>{t('holdNote')}</p> : null}
            {check ? <p className={styles.notice}>{t('checkNote')}</p> : null}
            {order.saveCard && !check ? <p className={styles.muted}>{t('saveNote')}</p> : null}
            <p className={styles.muted}>{{ charge: t('payBy', { time: until }), hold: t('holdBy', { time: until }), verify: t('checkBy', { time: until }) }[mode]}</p>
            <ClientMessages locale={locale} namespaces={['SandboxPay', 'Forms', 'Validation', 'Errors']}>
              <SandboxCheckoutIsland reference={order.reference} payLabel={button} mode={mode} otpLast4={state === 'otp' ? order.cardLast4 : null} />
            </ClientMessages>
          </>
        ) : (
          <div className={styles.outcome}>
            <p className={state === 'declined' ? styles.declined : styles.closed} role="status">
              {closed[state]}
            </p>
            {order.returnUrl ? (
              <a className={formStyles.secondary} href={order.returnUrl}>
                {check ? t('backMerchant') : t('back')}
              </a>
            ) : null}
          </div>
        )}
      </div>
    </main>
  );
}
