'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { hryvniasInput } from '@/lib/payouts/amounts';
import type { TPayoutView } from '@/lib/payouts/contracts';
import { failureKey, newIdempotencyKey, type PayoutFormError, payoutAmountSchema } from '@/lib/payouts/payout-form';
import styles from './owner-payments.module.css';

type Values = { amount: string };

/**
 * The owner's payout request: an amount in hryvnias (at most what is available), paid to the payout
 * card. Each payout the form asks for has its own idempotency key, kept until the server has
 * answered — a second click or a retry after a lost answer is the same payout, never another.
 * The outcome is said here (why, when the bank declined), and the page's figures are read again.
 */
export function PayoutRequestForm({ availableKop, minKop, cardMask }: { availableKop: number; minKop: number; cardMask: string }) {
  const t = useTranslations('OwnerPayments');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const messageOf = useApiErrorMessage();
  const id = useId();
  const key = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<TPayoutView | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const money = (kop: number) => formatMoney(kop, locale);
  const schema = useMemo(() => payoutAmountSchema({ minKop, maxKop: availableKop }), [minKop, availableKop]);

  const resolver: Resolver<Values, unknown, { amountKop: number }> = async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} as Record<string, never> };
    const error = result.error.issues[0]!.message as PayoutFormError;
    return { values: {} as Record<string, never>, errors: { amount: { type: 'custom', message: t(`validation.${error}`, { min: money(minKop), max: money(availableKop) }) } } };
  };
  const form = useForm<Values, unknown, { amountKop: number }>({ resolver, defaultValues: { amount: hryvniasInput(availableKop, locale) }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const amountError = form.formState.errors.amount?.message;

  /** Asks for the payout; true once the server has answered (a payout or a refusal), false without an answer. */
  async function send(amountKop: number, idempotencyKey: string): Promise<boolean> {
    setFormError(null);
    setOutcome(null);
    try {
      const data = await callApi(endpoints.payoutRequest, { amount: amountKop, idempotency_key: idempotencyKey, lang: locale });
      setOutcome(data.payout);
      form.reset({ amount: hryvniasInput(data.money.available, locale) });
      router.refresh();
      return true;
    } catch (error) {
      setFormError(messageOf(error));
      return error instanceof ApiError && error.code !== 'network' && error.code !== 'aborted';
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Made before validation, synchronously: a second click lands on the same key.
    const idempotencyKey = (key.current ??= newIdempotencyKey());
    let answered = false;
    await form.handleSubmit(async ({ amountKop }) => {
      answered = await send(amountKop, idempotencyKey);
    })(event);
    // Answered: the next submit is a new payout. Unanswered, the payout may exist: the same key finds it.
    if (answered) key.current = null;
  }

  const said = outcome
    ? outcome.status === 'failed'
      ? t('request.failed', { amount: money(outcome.amount), reason: t(`failure.${failureKey(outcome.failure_code)}`) })
      : t(`request.${outcome.status}`, { amount: money(outcome.amount), mask: cardMask })
    : null;

  const outcomeLines = (
    <>
      {/* Always on the page, so the outcome is announced when it appears; a declined payout is an alert. */}
      <div role="status">{said && outcome?.status !== 'failed' ? <p className={styles.success}>{said}</p> : null}</div>
      {said && outcome?.status === 'failed' ? (
        <p className={styles.failure} role="alert">
          {said}
        </p>
      ) : null}
    </>
  );

  // Nothing (left) to pay out: said instead of the form — the last payout's outcome stays in view.
  if (availableKop < minKop) {
    return (
      <div className={styles.form}>
        {outcomeLines}
        <p className={styles.muted}>{t('request.nothing')}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('request.title')}>
      <div className={styles.field}>
        <label htmlFor={id}>{t('request.amount')}</label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount')}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${id}-error` : `${id}-hint`}
        />
        {amountError ? (
          <p id={`${id}-error`} className={styles.error}>
            {amountError}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.hint}>
            {t('request.hint', { available: money(availableKop), min: money(minKop) })}
          </p>
        )}
      </div>
      {formError ? (
        <p className={styles.failure} role="alert">
          {formError}
        </p>
      ) : null}
      {outcomeLines}
      <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
        {t('request.submit', { mask: cardMask })}
      </button>
    </form>
  );
}
