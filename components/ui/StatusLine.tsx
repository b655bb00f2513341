import type { Ref } from 'react';
import styles from './status-line.module.css';

/**
 * One status line that says what the last action on a list did (a car switched off, a car decided).
 * It is a live region from the first render — hidden while it has nothing to say — so screen
 * readers hear it; lists move focus here when the control that was used has gone away.
 */
export function StatusLine({ message, ref }: { message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className={message ? styles.line : 'visually-hidden'}>
      {message}
    </div>
  );
}
