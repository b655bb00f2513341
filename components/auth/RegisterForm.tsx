'use client';

import { useLocale, useTranslations } from 'next-intl';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { CheckboxField, FormError, PasswordField, PhoneField, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import { policyLink } from './policy-link';
import styles from '@/components/forms/forms.module.css';

type Kind = 'user' | 'host' | 'legal';
const titles = { user: 'registerUser', host: 'registerHost', legal: 'registerLegal' } as const;
const endpointOf = { user: endpoints.registerUser, host: endpoints.registerHost, legal: endpoints.registerLegal } as const;
/** The schemas load apart from the page, so the sign-up pages do not carry zod (docs/performance.md). */
const loadPersonSchema = () => import('@/lib/accounts/schemas').then((schemas) => schemas.ZRegisterUserRequest);
const loadCompanySchema = () => import('@/lib/accounts/schemas').then((schemas) => schemas.ZRegisterLegalRequest);

/** Sign-up for renters, hosts and companies (spec §2 register-*), with every rule of spec §5. */
export function RegisterForm({ kind, email = '', refPath }: { kind: Kind; email?: string; refPath?: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: kind === 'legal' ? loadCompanySchema : loadPersonSchema,
    endpoint: endpointOf[kind],
    locale,
    defaultValues: {
      first_name: '',
      last_name: '',
      email,
      phone: '',
      password: '',
      password_confirmation: '',
      accept_terms: false as unknown as true,
      ref: refPath,
      ...(kind === 'legal' ? { company_name: '' } : {}),
    },
    onSuccess: (data) => window.location.assign(data.redirect),
  });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      {kind === 'legal' ? (
        <TextField label={t('fields.companyName')} autoComplete="organization" registration={form.register('company_name' as never)} error={errors.company_name?.message} />
      ) : null}
      {kind === 'legal' ? <p className={styles.hint}>{t('registerLegal.representative')}</p> : null}
      <div className={styles.row}>
        <TextField label={t('fields.firstName')} autoComplete="given-name" registration={form.register('first_name')} error={errors.first_name?.message} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" registration={form.register('last_name')} error={errors.last_name?.message} />
      </div>
      <TextField
        label={kind === 'legal' ? t('fields.corporateEmail') : t('fields.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PhoneField label={t('fields.phone')} placeholder="067.123.45.67" registration={form.register('phone')} error={errors.phone?.message} />
      <PasswordField label={t('fields.password')} autoComplete="new-password" hint={t('passwordHint')} registration={form.register('password')} error={errors.password?.message} />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        registration={form.register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
      <CheckboxField
        label={t.rich('acceptTerms', { terms: policyLink(locale, 'terms'), privacy: policyLink(locale, 'privacy') })}
        registration={form.register('accept_terms')}
        error={errors.accept_terms?.message}
      />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t(`${titles[kind]}.submit`)}</SubmitButton>
    </form>
  );
}
