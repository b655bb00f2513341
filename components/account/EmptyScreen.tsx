import type { ReactNode } from 'react';
import styles from './account.module.css';

/**
 * A signed-in screen with nothing in it yet: its title, what will appear, and what to do meanwhile.
 * `notice` comes first: what the account must do before the screen can fill (a "verify first").
 */
export function EmptyScreen({ title, text, notice, children }: { title: string; text: string; notice?: ReactNode; children?: ReactNode }) {
  return (
    <main id="main" className={`container ${styles.main}`}>
      <h1 className={styles.title}>{title}</h1>
      {notice}
      <section className={styles.card}>
        <p className={styles.muted}>{text}</p>
        {children ? <div style={{ marginTop: 16 }}>{children}</div> : null}
      </section>
    </main>
  );
}
