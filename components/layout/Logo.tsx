import clsx from 'clsx';
import styles from './logo.module.css';

/** The Kermo wordmark with a steering-wheel mark; `inverted` is the light-on-dark variant. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={clsx(styles.logo, inverted && styles.inverted)} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" className={styles.mark} focusable="false">
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="16" cy="16" r="3.5" fill="currentColor" />
        <path d="M4.5 13.5h8l3.5 2.5 3.5-2.5h8M16 19.5V29" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>kermo</span>
    </span>
  );
}
