'use client';

import { useEffect, useId, useRef, useState } from 'react';
import styles from './agreement-modal.module.css';

type Props = {
  open: boolean;
  title: string;
  /** Sanitized on the server (site settings) before it gets here. */
  policyHtml: string;
  buttonLabel: string;
  acceptLabel: string;
  mustAcceptLabel: string;
  closeLabel: string;
  onClose: () => void;
  /** Called only when the agreement box is ticked (spec §4). */
  onSubmit: () => void;
  busy?: boolean;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Host or user agreement modal (spec §2/§4): focus stays inside, Escape closes, submit needs the box. */
export function AgreementModal({ open, title, policyHtml, buttonLabel, acceptLabel, mustAcceptLabel, closeLabel, onClose, onSubmit, busy }: Props) {
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.policy} dangerouslySetInnerHTML={{ __html: policyHtml }} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (accepted) onSubmit();
          }}
        >
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={tried && !accepted}
              aria-describedby={tried && !accepted ? errorId : undefined}
            />
            <span>{acceptLabel}</span>
          </label>
          {tried && !accepted ? (
            <p id={errorId} className={styles.error} role="alert">
              {mustAcceptLabel}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
            {buttonLabel}
          </button>
        </form>
      </div>
    </div>
  );
}
