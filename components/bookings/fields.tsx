'use client';

import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, useId } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from './bookings.module.css';

/** The ids an input is described by: its error first, then its hint and counter. */
const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type TextAreaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters allowed: typing stops there and a counter says how many are used. */
  max: number;
  error?: string;
  hint?: string;
  required?: boolean;
  name?: string;
};

/**
 * A text box for a message or a reason, with "12 / 255" under it. The counter describes the box
 * (read when it is focused) but is not a live region: it would speak on every key.
 */
export function TextAreaField({ label, value, onChange, max, error, hint, required, name }: TextAreaProps) {
  const t = useTranslations('Booking.fields');
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>
        {label}
        {required ? null : (
          <>
            {' '}
            <span className={styles.optional}>{t('optional')}</span>
          </>
        )}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        maxLength={max}
        rows={3}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint && `${id}-hint`, `${id}-count`)}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.fieldFoot}>
        {hint ? (
          <p id={`${id}-hint`} className={formStyles.hint}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p id={`${id}-count`} className={styles.counter}>
          {t('counter', { count: value.length, max })}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Said after the value ("км", "₴"); also part of the hint for screen readers. */
  unit?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled one-line input (an address, a number of kilometres) with its hint and error tied to it. */
export function InputField({ label, value, onChange, error, hint, unit, ...input }: InputProps) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={unit ? styles.withUnit : undefined}>
        <input
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`, hint && `${id}-hint`)}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Digits only, as a number input's text would be read ('' stays empty). */
export const wholeNumber = (text: string): number | undefined => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
