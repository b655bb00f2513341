'use client';

import { useLocale, useTranslations } from 'next-intl';
import { endpoints } from '@/lib/api/endpoints';
import { FormError, PasswordField, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** The schema loads apart from the page, so the sign-in page does not carry zod (docs/performance.md). */
const loadSchema = () => import('@/lib/accounts/schemas').then((schemas) => schemas.ZSignInRequest);

/** Sign-in for one portal (renter, host or company); returns to `ref` when it is a path on this site. */
export function SignInForm({ portal, refPath, email = '' }: { portal: 'user' | 'host' | 'legal'; refPath?: string; email?: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: loadSchema,
    endpoint: endpoints.signIn,
    locale,
    defaultValues: { email, password: '', portal, ref: refPath },
    onSuccess: (data) => window.location.assign(data.redirect),
  });
  const { errors } = form.formState;
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('fields.email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email?.message} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" registration={form.register('password')} error={errors.password?.message} />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t('sign.submit')}</SubmitButton>
    </form>
  );
}
