import styles from './error-view.module.css';

type Props = {
  title: string;
  message: string;
  /** Shown as "status — text" when the status is not 404 (spec §2 error page). */
  status?: { code: number; line: string };
  home: { href: string; label: string };
  children?: React.ReactNode;
};

/** The error page body: title, message, the status line when it is not a 404, a link home. */
export function ErrorView({ title, message, status, home, children }: Props) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {status?.code ?? 404}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        {status && status.code !== 404 ? <p className={styles.status}>{status.line}</p> : null}
        <div className={styles.actions}>
          <a href={home.href} className={styles.home}>
            {home.label}
          </a>
          {children}
        </div>
      </div>
    </main>
  );
}
