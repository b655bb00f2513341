'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { parseHryvnias } from '@/lib/payouts/amounts';
import { newIdempotencyKey } from '@/lib/payouts/payout-form';
import styles from './owner-payments.module.css';

export type OwnerOption = { id: number; name: string; email: string; availableKop: number };

type Values = { owner: string; amount: string; note: string };
type Parsed = { ownerId: number; amountKop: number; note: string };

/**
 * Operators record a payout made outside the acquirer: the owner (those owed money), the amount in
 * hryvnias (at most what they have available) and how it was paid. One idempotency key per record
 * until the server answers, so a double click records it once.
 */
export function ManualPayoutForm({ owners }: { owners: OwnerOption[] }) {
  const t = useTranslations('OwnerPayments');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const messageOf = useApiErrorMessage();
  const ids = { owner: useId(), amount: useId(), note: useId() };
  const key = useRef<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const money = (kop: number) => formatMoney(kop, locale);

  const resolver: Resolver<Values, unknown, Parsed> = async (values) => {
    const errors: Partial<Record<keyof Values, { type: string; message: string }>> = {};
    const owner = owners.find((candidate) => String(candidate.id) === values.owner);
    const amountKop = parseHryvnias(values.amount);
    const note = values.note.trim();
    if (!owner) errors.owner = { type: 'required', message: t('admin.ownerRequired') };
    if (amountKop === null || amountKop <= 0) errors.amount = { type: 'format', message: t('validation.amountFormat') };
    else if (owner && amountKop > owner.availableKop) errors.amount = { type: 'max', message: t('validation.amountMax', { max: money(owner.availableKop) }) };
    if (note.length < 3 || note.length > 500) errors.note = { type: 'length', message: t('admin.noteRequired') };
    if (Object.keys(errors).length) return { values: {} as Record<string, never>, errors };
    return { values: { ownerId: owner!.id, amountKop: amountKop!, note }, errors: {} as Record<string, never> };
  };
  const form = useForm<Values, unknown, Parsed>({ resolver, defaultValues: { owner: '', amount: '', note: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;

  /** Records it; true once the server has answered (a record or a refusal), false without an answer. */
  async function send({ ownerId, amountKop, note }: Parsed, idempotencyKey: string): Promise<boolean> {
    setDone(null);
    setFormError(null);
    try {
      const data = await callApi(endpoints.manualPayout, { owner_id: ownerId, amount: amountKop, note, idempotency_key: idempotencyKey, lang: locale });
      setDone(t('admin.done', { amount: money(data.payout.amount) }));
      form.reset({ owner: '', amount: '', note: '' });
      router.refresh();
      return true;
    } catch (error) {
      setFormError(messageOf(error));
      return error instanceof ApiError && error.code !== 'network' && error.code !== 'aborted';
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const idempotencyKey = (key.current ??= newIdempotencyKey());
    let answered = false;
    await form.handleSubmit(async (values) => {
      answered = await send(values, idempotencyKey);
    })(event);
    if (answered) key.current = null;
  }

  const described = (name: keyof Values, hint?: boolean) => (errors[name] ? `${ids[name]}-error` : hint ? `${ids[name]}-hint` : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('admin.formTitle')}>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={ids.owner}>{t('admin.owner')}</label>
        <select id={ids.owner} {...form.register('owner')} aria-invalid={errors.owner ? true : undefined} aria-describedby={described('owner')}>
          <option value="">{t('admin.chooseOwner')}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {t('admin.ownerOption', { name: owner.name || `#${owner.id}`, email: owner.email, available: money(owner.availableKop) })}
            </option>
          ))}
        </select>
        {errors.owner ? (
          <p id={`${ids.owner}-error`} className={styles.error}>
            {errors.owner.message}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.amount}>{t('admin.amount')}</label>
        <input id={ids.amount} inputMode="decimal" autoComplete="off" {...form.register('amount')} aria-invalid={errors.amount ? true : undefined} aria-describedby={described('amount')} />
        {errors.amount ? (
          <p id={`${ids.amount}-error`} className={styles.error}>
            {errors.amount.message}
          </p>
        ) : null}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={ids.note}>{t('admin.note')}</label>
        <textarea id={ids.note} maxLength={500} {...form.register('note')} aria-invalid={errors.note ? true : undefined} aria-describedby={described('note', true)} />
        {errors.note ? (
          <p id={`${ids.note}-error`} className={styles.error}>
            {errors.note.message}
          </p>
        ) : (
          <p id={`${ids.note}-hint`} className={styles.hint}>
            {t('admin.noteHint')}
          </p>
        )}
      </div>
      {formError ? (
        <p className={styles.failure} role="alert">
          {formError}
        </p>
      ) : null}
      <div role="status">{done ? <p className={styles.success}>{done}</p> : null}</div>
      <button type="submit" className={styles.primary} disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('admin.submit')}
      </button>
    </form>
  );
}
