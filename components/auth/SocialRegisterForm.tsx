'use client';

import { useLocale, useTranslations } from 'next-intl';
import { endpoints } from '@/lib/api/endpoints';
import { ZSocialRegisterRequest } from '@/lib/accounts/schemas';
import { CheckboxField, FormError, PhoneField, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import type { Locale } from '@/lib/i18n/locales';
import { policyLink } from './policy-link';
import styles from '@/components/forms/forms.module.css';

/** /s-register/{driver}/{id}: a new renter from a Google/Facebook profile, the details prefilled. */
export function SocialRegisterForm({ token, profile }: { token: string; profile: { email?: string; firstName?: string; lastName?: string } }) {
  const t = useTranslations('Auth');
  const ts = useTranslations('Social.register');
  const locale = useLocale() as Locale;
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZSocialRegisterRequest,
    endpoint: endpoints.socialRegister,
    locale,
    defaultValues: { token, first_name: profile.firstName ?? '', last_name: profile.lastName ?? '', email: profile.email ?? '', phone: '', accept_terms: false as unknown as true },
    onSuccess: (data) => window.location.assign(data.redirect),
  });
  const { errors } = form.formState;
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.row}>
        <TextField label={t('fields.firstName')} autoComplete="given-name" registration={form.register('first_name')} error={errors.first_name?.message} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" registration={form.register('last_name')} error={errors.last_name?.message} />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email?.message} />
      <PhoneField label={t('fields.phone')} registration={form.register('phone')} error={errors.phone?.message} />
      <CheckboxField label={t.rich('acceptTerms', { terms: policyLink(locale, 'terms'), privacy: policyLink(locale, 'privacy') })} registration={form.register('accept_terms')} error={errors.accept_terms?.message} />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{ts('submit')}</SubmitButton>
    </form>
  );
}
