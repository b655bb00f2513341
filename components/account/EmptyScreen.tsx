import type { ReactNode } from 'react';
import styles from './account.module.css';

/** A signed-in screen with nothing in it yet: its title, what will appear, and what to do meanwhile. */
export function EmptyScreen({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{title}</h1>
      <section className={styles.card}>
        <p className={styles.muted}>{text}</p>
        {children ? <div style={{ marginTop: 16 }}>{children}</div> : null}
      </section>
    </main>
  );
}
