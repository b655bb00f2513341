'use client';

import { useLocale, useTranslations } from 'next-intl';
import { endpoints } from '@/lib/api/endpoints';
import { ZCheckEmailRequest } from '@/lib/accounts/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { FormError, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** E-mail first (spec §2 /register-email): known addresses go to sign-in, new ones to sign-up. */
export function EmailFirstForm() {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZCheckEmailRequest,
    endpoint: endpoints.checkEmail,
    locale,
    defaultValues: { email: '' },
    onSuccess: (data, values) =>
      window.location.assign(href(data.exists ? 'sign' : 'register-user', { locale, query: { email: values.email } })),
  });
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('fields.email')} type="email" autoComplete="email" registration={form.register('email')} error={form.formState.errors.email?.message} />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t('registerEmail.submit')}</SubmitButton>
    </form>
  );
}
