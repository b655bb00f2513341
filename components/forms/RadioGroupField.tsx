'use client';

import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldPathValue, type FieldValues, useController } from 'react-hook-form';
import styles from './forms.module.css';

type Option<T extends FieldValues, N extends FieldPath<T>> = { value: FieldPathValue<T, N>; label: ReactNode };

/**
 * One choice out of several, bound to a form field by value rather than by DOM string. A
 * registered radio hands react-hook-form its `value` attribute as a string and skips `setValueAs`,
 * so a schema expecting numbers (report reasons 1–3) never saw a valid choice; here the field holds
 * the option's own value, whatever its type. The group is named by its legend and described by its
 * error.
 */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  legend: ReactNode;
  options: readonly Option<T, N>[];
}) {
  const id = useId();
  const { field, fieldState } = useController<T, N, TOut>({ control, name });
  const error = fieldState.error?.message;
  const selected = options.findIndex((option) => Object.is(option.value, field.value));
  return (
    <fieldset
      role="radiogroup"
      className={styles.choices}
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend id={`${id}-legend`} className={styles.choicesLegend}>
        {legend}
      </legend>
      {options.map((option, index) => (
        <label key={String(option.value)} className={styles.choice}>
          <input
            type="radio"
            name={field.name}
            value={String(option.value)}
            checked={index === selected}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            // A failed submit focuses the field: the chosen option, or the first.
            ref={index === Math.max(selected, 0) ? field.ref : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
