'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormError, SubmitButton, TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import type { ContractData } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { formatCardNumber, formatExpiry } from '@/lib/payments/card';
import { SANDBOX_OTP_CODE, SANDBOX_TEST_CARDS, type SandboxDeclineCode } from '@/lib/payments/test-cards';
import styles from './sandbox-pay.module.css';

type Answer = ContractData<typeof endpoints.sandboxPay>;

/** What the page asks of the card: a charge, a hold (blocked, not charged) or a card check (nothing charged). */
export type SandboxPageMode = 'charge' | 'hold' | 'verify';

type Step = { kind: 'card' } | { kind: 'otp'; last4: string; moved: boolean } | { kind: 'succeeded'; returnUrl: string } | { kind: 'declined'; code: SandboxDeclineCode; returnUrl: string };

export type SandboxCheckoutProps = {
  reference: string;
  /** "Pay 1 400 ₴": the amount as the page shows it. */
  payLabel: string;
  /** The order is already waiting for its one-time code (the page was reloaded on that step). */
  otpLast4: string | null;
  mode?: SandboxPageMode;
};

/** Loaded with the form, so zod stays out of the page's first load (docs/performance.md). */
const loadPaySchema = () => import('@/lib/payments/sandbox-schemas').then((schemas) => schemas.ZSandboxPayBody);
const loadOtpSchema = () => import('@/lib/payments/sandbox-schemas').then((schemas) => schemas.ZSandboxConfirmBody);

/**
 * The sandbox acquirer's card form and its 3-D Secure step. Each answer moves the page on: paid —
 * the renter is sent back to the booking; declined — the reason and the way back; a code asked —
 * the second screen. A refusal (the page's time ran out, the payment was cancelled) is said above
 * the button, and nothing is charged.
 */
export function SandboxCheckout({ reference, payLabel, otpLast4, mode = 'charge' }: SandboxCheckoutProps) {
  const t = useTranslations('SandboxPay');
  const [step, setStep] = useState<Step>(otpLast4 ? { kind: 'otp', last4: otpLast4, moved: false } : { kind: 'card' });
  const typedLast4 = useRef('');

  const onAnswer = (answer: Answer) => {
    if (answer.status === 'otp_required') return setStep({ kind: 'otp', last4: typedLast4.current, moved: true });
    if (answer.status === 'succeeded') {
      setStep({ kind: 'succeeded', returnUrl: answer.return_url ?? '/' });
      window.location.assign(answer.return_url ?? '/');
      return;
    }
    setStep({ kind: 'declined', code: answer.failure_code ?? 'card_declined', returnUrl: answer.return_url ?? '/' });
  };

  switch (step.kind) {
    case 'card':
      return <CardForm reference={reference} payLabel={payLabel} mode={mode} onAnswer={onAnswer} onCard={(last4) => (typedLast4.current = last4)} />;
    case 'otp':
      return <OtpForm reference={reference} last4={step.last4} moved={step.moved} onAnswer={onAnswer} />;
    case 'succeeded':
      return (
        <p className={formStyles.success} role="status">
          {t(SUCCEEDED[mode])}
        </p>
      );
    case 'declined':
      return (
        <div className={styles.outcome}>
          <p className={styles.declined} role="alert">
            {t(mode === 'verify' ? 'declinedCheck' : 'declined', { reason: t(`reasons.${step.code}`) })}
          </p>
          <a className={formStyles.secondary} href={step.returnUrl}>
            {t(mode === 'verify' ? 'backMerchant' : 'back')}
          </a>
        </div>
      );
  }
}

type CardValues = { card_number: string; expiry: string; cvc: string; holder: string; reference: string };

const SUCCEEDED = { charge: 'succeeded', hold: 'succeededHold', verify: 'succeededCheck' } as const;

function CardForm({ reference, payLabel, mode, onAnswer, onCard }: { reference: string; payLabel: string; mode: SandboxPageMode; onAnswer: (answer: Answer) => void; onCard: (last4: string) => void }) {
  const t = useTranslations('SandboxPay');
  const locale = useLocale();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: loadPaySchema,
    endpoint: endpoints.sandboxPay,
    locale,
    defaultValues: { card_number: '', expiry: '', cvc: '', holder: '', reference },
    onSuccess: (data, values) => {
      onCard(values.card_number.replace(/\D/g, '').slice(-4));
      onAnswer(data);
    },
  });
  const { errors } = form.formState;
  const lastExpiry = useRef('');
  const number = form.register('card_number');
  const expiry = form.register('expiry');
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cardLegend')}</legend>
        <TextField
          label={t('fields.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          registration={{
            ...number,
            onChange: (event) => {
              const target = event.target as HTMLInputElement;
              target.value = formatCardNumber(target.value);
              return number.onChange(event);
            },
          }}
          error={errors.card_number?.message}
        />
        <div className={formStyles.row}>
          <TextField
            label={t('fields.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('fields.expiryPlaceholder')}
            maxLength={5}
            registration={{
              ...expiry,
              onChange: (event) => {
                const target = event.target as HTMLInputElement;
                // Typing "08" adds the slash; deleting back to it must not put it back.
                target.value = formatExpiry(target.value, target.value.length < lastExpiry.current.length);
                lastExpiry.current = target.value;
                return expiry.onChange(event);
              },
            }}
            error={errors.expiry?.message}
          />
          <TextField label={t('fields.cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} registration={form.register('cvc')} error={errors.cvc?.message} />
        </div>
        <TextField label={t('fields.holder')} autoComplete="cc-name" autoCapitalize="characters" registration={form.register('holder')} error={errors.holder?.message} />
      </fieldset>
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{payLabel}</SubmitButton>
      <TestCards form={form} mode={mode} />
    </form>
  );
}

/**
 * The documented test cards, each with a button that fills the form with it, and what each does
 * here: a card check passes every test card but an unknown one (the declining cards then decline
 * the charges made later by their token).
 */
function TestCards({ form, mode }: { form: UseFormReturn<CardValues, unknown, CardValues>; mode: SandboxPageMode }) {
  const t = useTranslations('SandboxPay');
  const use = (number: string) => {
    const validate = { shouldValidate: form.formState.isSubmitted };
    const year = (new Date().getFullYear() + 2) % 100;
    form.setValue('card_number', formatCardNumber(number), validate);
    form.setValue('expiry', `12/${String(year).padStart(2, '0')}`, validate);
    if (!form.getValues('cvc')) form.setValue('cvc', '123', validate);
    if (!form.getValues('holder')) form.setValue('holder', 'TEST CARDHOLDER', validate);
  };
  return (
    <section className={styles.cards} aria-labelledby="sandbox-test-cards">
      <h2 id="sandbox-test-cards" className={styles.cardsTitle}>
        {t('cards.title')}
      </h2>
      <p className={styles.muted}>{t('cards.note')}</p>
      <ul className={styles.cardList}>
        {SANDBOX_TEST_CARDS.map((card) => {
          const printed = formatCardNumber(card.number);
          const result =
            card.outcome === 'otp'
              ? t('cards.otp', { code: SANDBOX_OTP_CODE })
              : card.outcome === 'approve'
                ? t(mode === 'verify' ? 'cards.checkPasses' : mode === 'hold' ? 'cards.held' : 'cards.approve')
                : mode === 'verify'
                  ? t('cards.checkThenDeclined', { reason: t(`reasons.${card.code}`) })
                  : t(`cards.${card.code}`);
          return (
            <li key={card.number} className={styles.cardItem}>
              <code className={styles.cardNumber}>{printed}</code>
              <span className={styles.cardResult}>{result}</span>
              <button type="button" className={styles.useButton} onClick={() => use(card.number)} aria-label={t('cards.useLabel', { number: printed })}>
                {t('cards.use')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OtpForm({ reference, last4, moved, onAnswer }: { reference: string; last4: string; moved: boolean; onAnswer: (answer: Answer) => void }) {
  const t = useTranslations('SandboxPay');
  const locale = useLocale();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: loadOtpSchema,
    endpoint: endpoints.sandboxConfirm,
    locale,
    defaultValues: { code: '', reference },
    onSuccess: (data) => onAnswer(data),
  });
  // Reached from the card form, the second screen replaces it: reading goes on from its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.stepTitle} ref={heading} tabIndex={-1}>
        {t('otp.title')}
      </h2>
      <p className={formStyles.line}>{t('otp.text', { last4, code: SANDBOX_OTP_CODE })}</p>
      <TextField
        label={t('otp.field')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SANDBOX_OTP_CODE.length}
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t('otp.submit')}</SubmitButton>
    </form>
  );
}
