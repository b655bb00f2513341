'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldPath, get, type RegisterOptions, useFormContext, useWatch } from 'react-hook-form';
import type { CarFormValues } from './form-values';
import { useWizard } from './wizard-store';
import styles from './wizard.module.css';

type Name = FieldPath<CarFormValues>;

/** The element id of a field, stable so the error summary can link to it: `car-discounts-1-from_days`. */
export const fieldId = (path: string) => `car-${path.replace(/\.root$/, '').replace(/\./g, '-')}`;

/** The message shown at a field: the step's check (after an attempt), else a save's or the server's refusal. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<CarFormValues>();
  const refusal = useWizard((state) => state.refusals[name]);
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message ?? refusal;
}

function Described({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
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

const describedBy = (id: string, hint: unknown, error: unknown) => [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

type TextProps = {
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  /** A unit shown inside the input's end ("km", "₴"), read after the label by screen readers through the hint or label. */
  suffix?: string;
  options?: RegisterOptions<CarFormValues, Name>;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled text input bound to the car form, with its hint and its error (after an attempt) tied to it. */
export function TextInput({ name, label, hint, suffix, options, className, ...input }: TextProps) {
  const { register } = useFormContext<CarFormValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id}>{label}</label>
      <div className={clsx(styles.control, suffix && styles.withSuffix)}>
        <input id={id} type="text" {...input} {...register(name, options)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
        {suffix ? (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectProps = {
  name: Name;
  label: string;
  hint?: ReactNode;
  placeholder: string;
  options: readonly { value: string | number; label: string }[];
  numeric?: boolean;
  disabled?: boolean;
  className?: string;
  onPicked?: (value: string) => void;
};

/** A labelled select; `numeric` keeps the chosen id a number (brand, model, city), '' while nothing is chosen. */
export function SelectInput({ name, label, hint, placeholder, options, numeric, disabled, className, onPicked }: SelectProps) {
  const { register } = useFormContext<CarFormValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const registration = register(name, { setValueAs: (value: string) => (numeric && value !== '' ? Number(value) : value) });
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...registration}
        onChange={(event) => {
          void registration.onChange(event);
          onPicked?.(event.target.value);
        }}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** A text area with a live count of characters against its limit (spec §9: 255). */
export function TextAreaInput({ name, label, hint, maxLength, lang }: { name: Name; label: string; hint?: ReactNode; maxLength: number; lang?: string }) {
  const t = useTranslations('CarWizard');
  const { register, control } = useFormContext<CarFormValues>();
  const value = useWatch({ control, name }) as string;
  const error = useFieldError(name);
  const id = fieldId(name);
  const length = value?.length ?? 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} lang={lang} {...register(name)} aria-invalid={error ? true : undefined} aria-describedby={[describedBy(id, hint, error), `${id}-count`].filter(Boolean).join(' ')} />
      <div className={styles.textareaFoot}>
        <Described id={id} hint={hint} error={error} />
        <p id={`${id}-count`} className={clsx(styles.counter, length > maxLength && styles.counterOver)}>
          {t('counter', { count: length, max: maxLength })}
        </p>
      </div>
    </div>
  );
}

/** An on/off choice as a checkbox with its label beside it and an optional hint under it. */
export function CheckInput({ name, label, hint }: { name: Name; label: string; hint?: ReactNode }) {
  const { register } = useFormContext<CarFormValues>();
  const id = fieldId(name);
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" {...register(name)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A group of fields under a legend (a section of a step: prices, delivery, discounts…). */
export function Section({ legend, description, children, className }: { legend: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx(styles.section, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {description ? <p className={styles.sectionText}>{description}</p> : null}
      <div className={styles.sectionBody}>{children}</div>
    </fieldset>
  );
}
