'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ZEmailChangeConfirm, ZEmailChangeRequest } from '@/lib/accounts/email-change';
import { endpoints } from '@/lib/api/endpoints';
import { FormError, PasswordField, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

type Sent = { new_email: string; minutes: number };

/**
 * The e-mail on /cabinetedit and its change: the current password and the new address first, then
 * the code mailed to that address. Until the code is entered nothing changes.
 */
export function EmailChangeForm({ email: initialEmail }: { email: string }) {
  const t = useTranslations('EmailChange');
  const ta = useTranslations('Auth');
  const locale = useLocale();
  const [email, setEmail] = useState(initialEmail);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [done, setDone] = useState(false);

  const ask = useApiForm({
    endpoint: endpoints.emailChangeRequest,
    schema: ZEmailChangeRequest,
    locale,
    defaultValues: { new_email: '', current_password: '' },
    onSuccess: (data) => setSent({ new_email: data.new_email, minutes: data.minutes }),
  });
  const confirm = useApiForm({
    endpoint: endpoints.emailChangeConfirm,
    schema: ZEmailChangeConfirm,
    locale,
    defaultValues: { code: '' },
    onSuccess: (data) => {
      setEmail(data.user.email);
      setDone(true);
      setSent(null);
      setOpen(false);
    },
  });

  return (
    <div className={styles.form}>
      <p>
        <strong>{ta('fields.email')}:</strong> <span data-testid="current-email">{email}</span>
      </p>
      {done ? (
        <p role="status" className={styles.hint}>
          {t('done', { email })}
        </p>
      ) : null}
      {!open ? (
        <button type="button" className={styles.submit} onClick={() => (setOpen(true), setDone(false))} aria-expanded={false}>
          {t('open')}
        </button>
      ) : sent ? (
        <form method="post" className={styles.form} onSubmit={confirm.onSubmit} noValidate aria-label={t('confirmTitle')}>
          <p role="status">{t('sent', { email: sent.new_email, minutes: sent.minutes })}</p>
          <TextField
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            registration={confirm.form.register('code')}
            error={confirm.form.formState.errors.code?.message}
          />
          <FormError message={confirm.formError} />
          <SubmitButton busy={confirm.submitting}>{t('confirm')}</SubmitButton>
          <button type="button" className={styles.reveal} onClick={() => setSent(null)}>
            {t('again')}
          </button>
        </form>
      ) : (
        <form method="post" className={styles.form} onSubmit={ask.onSubmit} noValidate aria-label={t('title')}>
          <p className={styles.hint}>{t('lead')}</p>
          <TextField label={t('newEmail')} type="email" autoComplete="email" registration={ask.form.register('new_email')} error={ask.form.formState.errors.new_email?.message} />
          <PasswordField
            label={t('currentPassword')}
            autoComplete="current-password"
            registration={ask.form.register('current_password')}
            error={ask.form.formState.errors.current_password?.message}
          />
          <FormError message={ask.formError} />
          <SubmitButton busy={ask.submitting}>{t('send')}</SubmitButton>
          <button type="button" className={styles.reveal} onClick={() => setOpen(false)}>
            {t('cancel')}
          </button>
        </form>
      )}
    </div>
  );
}
