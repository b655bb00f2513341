'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { FormError, SubmitButton } from '@/components/forms/Field';
import forms from '@/components/forms/forms.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { endpoints } from '@/lib/api/endpoints';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { DEPOSIT_RATE_MAX_KOP, DEPOSIT_RATE_MIN_KOP, ZDepositRatesInput } from '@/lib/payments/deposit-rates-input';
import { hryvniasInput } from '@/lib/payouts/amounts';
import styles from './deposit-rates.module.css';

/**
 * Operators change the rates dollar and euro deposits are held at: hryvnias per $1 and per €1,
 * typed with a comma or a point. The same schema as the API checks them here first; the server's
 * refusal stands next to the field it is about. Once saved, the page's figures are read again.
 */
export function DepositRatesForm({ usdKop, eurKop }: { usdKop: number; eurKop: number }) {
  const t = useTranslations('AdminDepositRates');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const money = (kop: number) => formatMoney(kop, locale);
  const { form, onSubmit, formError, submitting } = useApiForm({
    endpoint: endpoints.depositRatesUpdate,
    schema: ZDepositRatesInput,
    locale,
    defaultValues: { usd: hryvniasInput(usdKop, locale), eur: hryvniasInput(eurKop, locale) },
    onSuccess: (data) => {
      setSaved(t('saved', { usd: money(data.rates.usd_kop), eur: money(data.rates.eur_kop) }));
      form.reset({ usd: hryvniasInput(data.rates.usd_kop, locale), eur: hryvniasInput(data.rates.eur_kop, locale) });
      router.refresh();
    },
  });
  const { errors } = form.formState;
  const ids = { usd: useId(), eur: useId(), hint: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSaved(null);
    return onSubmit(event);
  };

  return (
    <form method="post" className={`${forms.form} ${styles.form}`} onSubmit={submit} noValidate aria-label={t('formTitle')}>
      <div className={styles.fields}>
        {(['usd', 'eur'] as const).map((name) => {
          const error = errors[name]?.message;
          return (
            <div key={name} className={forms.field}>
              <label htmlFor={ids[name]}>{t(name)}</label>
              <input
                id={ids[name]}
                inputMode="decimal"
                autoComplete="off"
                // Shown before the page's script runs too; react-hook-form keeps it from then on.
                defaultValue={hryvniasInput(name === 'usd' ? usdKop : eurKop, locale)}
                {...form.register(name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ids[name]}-error ${ids.hint}` : ids.hint}
              />
              {error ? (
                <p id={`${ids[name]}-error`} className={forms.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p id={ids.hint} className={forms.hint}>
        {t('hint', { min: money(DEPOSIT_RATE_MIN_KOP), max: money(DEPOSIT_RATE_MAX_KOP) })}
      </p>
      <FormError message={formError} />
      <div role="status">{saved ? <p className={forms.success}>{saved}</p> : null}</div>
      <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
