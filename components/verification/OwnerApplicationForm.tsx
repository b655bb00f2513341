'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { endpoints } from '@/lib/api/endpoints';
import { addDays, addYears } from '@/lib/time/iso-date';
import { ADULT_AGE } from '@/lib/validation/dates';
import { ZCompanyApplication, ZHostApplication, type TOwnerApplicationView } from '@/lib/verification/schemas';
import { DateInput } from '@/components/forms/DateInput';
import { FormError, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

type Props = {
  kind: 'company' | 'host';
  /** Today in Kyiv (ISO), for the birth date's range. */
  today: string;
  /** Receives the application as the server answered (status `pending`). */
  onApplied: (application: TOwnerApplicationView | null) => void;
};

/** The company (EDRPOU and registration details) or host (tax number, birth date) verification application. */
export function OwnerApplicationForm({ kind, today, onApplied }: Props) {
  const t = useTranslations('Verification');
  const tValidation = useTranslations('Validation');
  const locale = useLocale();
  const company = kind === 'company';
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: company ? ZCompanyApplication : ZHostApplication,
    endpoint: company ? endpoints.companyApplication : endpoints.hostApplication,
    locale,
    defaultValues: company ? { edrpou: '', legal_name: '', legal_address: '', director: '' } : { tax_number: '', birth_date: '' },
    onSuccess: ({ application }) => onApplied(application),
  });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const field = (name: string, label: string) => (
    <TextField label={label} registration={form.register(name as never)} error={errors[name]?.message} inputMode={name === 'edrpou' || name === 'tax_number' ? 'numeric' : undefined} />
  );
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      {company ? (
        <>
          {field('edrpou', t('company.edrpou'))}
          {field('legal_name', t('company.legalName'))}
          {field('legal_address', t('company.legalAddress'))}
          {field('director', t('company.director'))}
        </>
      ) : (
        <>
          {field('tax_number', t('host.taxNumber'))}
          <Controller
            control={form.control}
            name={'birth_date' as never}
            render={({ field: date, fieldState }) => (
              <DateInput
                label={t('host.birthDate')}
                value={date.value as string}
                onChange={date.onChange}
                onBlur={date.onBlur}
                inputRef={date.ref}
                today={today}
                // An adult of 18 to 120 (ZBirthDate).
                min={addDays(addYears(today, -(ADULT_AGE.max + 1)), 1)}
                max={addYears(today, -ADULT_AGE.min)}
                openTo={addYears(today, -35)}
                tooEarlyMessage={tValidation('birthDateAge', ADULT_AGE)}
                tooLateMessage={tValidation('birthDateAge', ADULT_AGE)}
                autoComplete="bday"
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{company ? t('company.submit') : t('host.submit')}</SubmitButton>
    </form>
  );
}
