'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { phoneInputValue } from '@/lib/accounts/phone';
import styles from './forms.module.css';

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'>;

function Described({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** A labelled input whose error (after a submit attempt) is announced and tied to it. */
export function TextField({ label, error, hint, registration, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, registration, ...input }: FieldProps) {
  const id = useId();
  const t = useTranslations('Forms');
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          {...input}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
        <button type="button" className={styles.reveal} onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-controls={id}>
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** Spec §5: the phone input keeps only digits and dots. */
export function PhoneField(props: FieldProps) {
  const { registration } = props;
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      registration={{
        ...registration,
        onChange: (event) => {
          const target = event.target as HTMLInputElement;
          target.value = phoneInputValue(target.value);
          return registration.onChange(event);
        },
      }}
    />
  );
}

export function CheckboxField({ label, error, registration }: { label: ReactNode; error?: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input id={id} type="checkbox" {...registration} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <label htmlFor={id}>{label}</label>
      </div>
      <Described id={id} error={error} />
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
