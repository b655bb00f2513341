'use client';

import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form';
import styles from './switch.module.css';

/**
 * An on/off setting: a checkbox announced as a switch ("on"/"off"), labelled by what being on does.
 * `inverted` shows a stored opt-out as its positive switch ("Email me…" on = opt-out false), so
 * people never have to read a double negative while the stored setting keeps its meaning.
 */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  inverted = false,
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  inverted?: boolean;
}) {
  const id = useId();
  const { field } = useController<T, N, TOut>({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const on = inverted ? !value : Boolean(value);
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={on}
        onChange={(event) => onChange((inverted ? !event.target.checked : event.target.checked) as PathValue<T, N>)}
        onBlur={onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
