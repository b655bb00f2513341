'use client';

import { useLocale, useTranslations } from 'next-intl';
import { endpoints } from '@/lib/api/endpoints';
import { ZCompanyApplication, ZHostApplication } from '@/lib/verification/schemas';
import { FormError, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** The company (EDRPOU and registration details) or host (tax number) verification application. */
export function OwnerApplicationForm({ kind }: { kind: 'company' | 'host' }) {
  const t = useTranslations('Verification');
  const locale = useLocale();
  const company = kind === 'company';
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: company ? ZCompanyApplication : ZHostApplication,
    endpoint: company ? endpoints.companyApplication : endpoints.hostApplication,
    locale,
    defaultValues: company ? { edrpou: '', legal_name: '', legal_address: '', director: '' } : { tax_number: '', birth_date: '' },
    onSuccess: () => window.location.reload(),
  });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const field = (name: string, label: string, type = 'text') => (
    <TextField label={label} type={type} registration={form.register(name as never)} error={errors[name]?.message} inputMode={name === 'edrpou' || name === 'tax_number' ? 'numeric' : undefined} />
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
          {field('birth_date', t('host.birthDate'), 'date')}
        </>
      )}
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{company ? t('company.submit') : t('host.submit')}</SubmitButton>
    </form>
  );
}
