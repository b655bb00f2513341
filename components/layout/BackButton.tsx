'use client';

import { useRouter } from 'next/navigation';
import styles from './header.module.css';

/** One step back in the browser history; home when the page was opened directly. */
export function BackButton({ label, homeHref }: { label: string; homeHref: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      onClick={() => (window.history.length > 1 ? router.back() : router.push(homeHref))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
