import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The frame of every sign-in, sign-up and password page. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}
