'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ZEmailChangeConfirm, ZEmailChangeRequest } from '@/lib/accounts/schemas';
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
  // After "Cancel" the form unmounts; keyboard users land back on the opener instead of the page top.
  const opener = useRef<HTMLButtonElement>(null);
  const refocusOpener = useRef(false);
  useEffect(() => {
    if (!open && refocusOpener.current) {
      refocusOpener.current = false;
      opener.current?.focus();
    }
  }, [open]);

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
      <p className={styles.line}>
        <strong>{ta('fields.email')}:</strong> <span data-testid="current-email">{email}</span>
      </p>
      {done ? (
        <p role="status" className={styles.hint}>
          {t('done', { email })}
        </p>
      ) : null}
      {!open ? (
        <button ref={opener} type="button" className={styles.secondary} onClick={() => (setOpen(true), setDone(false))}>
          {t('open')}
        </button>
      ) : sent ? (
        <form method="post" className={styles.form} onSubmit={confirm.onSubmit} noValidate aria-label={t('confirmTitle')}>
          <p role="status" className={styles.line}>{t('sent', { email: sent.new_email, minutes: sent.minutes })}</p>
          <TextField
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            registration={confirm.form.register('code')}
            error={confirm.form.formState.errors.code?.message}
          />
          <FormError message={confirm.formError} />
          <div className={styles.actions}>
            <SubmitButton busy={confirm.submitting}>{t('confirm')}</SubmitButton>
            <button type="button" className={styles.secondary} onClick={() => setSent(null)}>
              {t('again')}
            </button>
          </div>
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
          <div className={styles.actions}>
            <SubmitButton busy={ask.submitting}>{t('send')}</SubmitButton>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                refocusOpener.current = true;
                setOpen(false);
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
