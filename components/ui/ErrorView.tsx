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
    <main id="main" className="error-view">
      <div className="error-view-card">
        <p className="error-view-code" aria-hidden="true">
          {status?.code ?? 404}
        </p>
        <h1 className="error-view-title">{title}</h1>
        <p className="error-view-message">{message}</p>
        {status && status.code !== 404 ? <p className="error-view-status">{status.line}</p> : null}
        <div className="error-view-actions">
          <a href={home.href} className="error-view-home">
            {home.label}
          </a>
          {children}
        </div>
      </div>
    </main>
  );
}
