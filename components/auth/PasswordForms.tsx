'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { RESET_TTL_MINUTES } from '@/lib/accounts/lifetimes';
import { ZPasswordChangeRequest, ZPasswordResetConfirm, ZPasswordResetRequest } from '@/lib/accounts/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { FormError, PasswordField, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** /password/reset-request: mails a reset link. */
export function ResetRequestForm() {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZPasswordResetRequest,
    endpoint: endpoints.passwordResetRequest,
    locale,
    defaultValues: { email: '' },
    onSuccess: (_data, values) => setSentTo(values.email),
  });
  if (sentTo) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {t('resetRequest.sent', { email: sentTo, minutes: RESET_TTL_MINUTES })}
        </p>
        <a href={href('sign', { locale })}>{t('resetRequest.back')}</a>
      </div>
    );
  }
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('fields.email')} type="email" autoComplete="email" registration={form.register('email')} error={form.formState.errors.email?.message} />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t('resetRequest.submit')}</SubmitButton>
    </form>
  );
}

/** /password-reset/token/{token}: a new password from the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const [done, setDone] = useState(false);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZPasswordResetConfirm,
    endpoint: endpoints.passwordReset,
    locale,
    defaultValues: { token, password: '', password_confirmation: '' },
    onSuccess: () => setDone(true),
  });
  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {t('reset.done')}
        </p>
        <a href={href('sign', { locale })} className={styles.submit} style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}>
          {t('reset.signIn')}
        </a>
      </div>
    );
  }
  const { errors } = form.formState;
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" hint={t('passwordHint')} registration={form.register('password')} error={errors.password?.message} />
      <PasswordField label={t('fields.passwordConfirmation')} autoComplete="new-password" registration={form.register('password_confirmation')} error={errors.password_confirmation?.message} />
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}

/** /password/change: the current password and a new one. */
export function ChangePasswordForm() {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const [done, setDone] = useState(false);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZPasswordChangeRequest,
    endpoint: endpoints.passwordChange,
    locale,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    onSuccess: () => {
      form.reset();
      setDone(true);
    },
  });
  const { errors } = form.formState;
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField label={t('fields.currentPassword')} autoComplete="current-password" registration={form.register('current_password')} error={errors.current_password?.message} />
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" hint={t('passwordHint')} registration={form.register('password')} error={errors.password?.message} />
      <PasswordField label={t('fields.passwordConfirmation')} autoComplete="new-password" registration={form.register('password_confirmation')} error={errors.password_confirmation?.message} />
      <FormError message={formError} />
      {done ? (
        <p className={styles.success} role="status">
          {t('change.done')}
        </p>
      ) : null}
      <SubmitButton busy={submitting}>{t('change.submit')}</SubmitButton>
    </form>
  );
}
