'use client';

import { type ReactNode, useId } from 'react';
import { Dialog } from './Dialog';
import styles from './confirm-dialog.module.css';

type Props = {
  open: boolean;
  title: string;
  /** What confirming changes; it describes the dialog to assistive technology. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  busyLabel?: string;
};

/** A small "are you sure" dialog: what will change, then confirm (focused first) or cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, busyLabel }: Props) {
  const bodyId = useId();
  return (
    <Dialog open={open} title={title} onClose={onCancel} describedBy={bodyId} size="small">
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy} aria-busy={busy} data-autofocus>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
