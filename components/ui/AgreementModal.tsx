'use client';

import { useId, useState } from 'react';
import { Dialog } from './Dialog';
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
  /** What accepting leads to (the role switch's next step), shown above the terms. */
  intro?: string;
};

/** Host or user agreement modal (spec §2/§4): focus stays inside, Escape closes, submit needs the box. */
export function AgreementModal({ open, title, policyHtml, buttonLabel, acceptLabel, mustAcceptLabel, closeLabel, onClose, onSubmit, busy, intro }: Props) {
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const errorId = useId();
  const introId = useId();

  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={closeLabel} describedBy={intro ? introId : undefined}>
      {intro ? (
        <p id={introId} className={styles.intro}>
          {intro}
        </p>
      ) : null}
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
    </Dialog>
  );
}
