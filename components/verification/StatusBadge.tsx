import styles from './verification.module.css';

export type StepState = 'notStarted' | 'draft' | 'pending' | 'approved' | 'rejected';

/**
 * A step's state beside its heading, as a coloured pill. The " · " before it is only read out, so
 * the section's name stays "E-mail · Verified" for assistive technology and tests.
 */
export function StatusBadge({ state, label }: { state: StepState; label: string }) {
  return (
    <span className={styles.badge} data-state={state}>
      <span className="visually-hidden"> · </span>
      {label}
    </span>
  );
}
