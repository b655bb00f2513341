'use client';

import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import confirmStyles from '@/components/ui/confirm-dialog.module.css';
import styles from './bookings.module.css';

type Props = {
  open: boolean;
  title: string;
  /** What the step does and costs, said before the fields (it describes the dialog). */
  lead?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** A refusal about no field of the dialog (fields show their own). */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
};

/**
 * One booking step that needs words or numbers first (a reason, the mileage, new dates): a modal
 * form with what the step means, its fields, and confirm / keep. The booking's answer closes it.
 */
export function ActionDialog({ open, title, lead, children, submitLabel, cancelLabel, busy, error, onSubmit, onClose }: Props) {
  const leadId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Dialog open={open} title={title} onClose={onClose} describedBy={lead ? leadId : undefined} size="small">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        {lead ? (
          <div id={leadId} className={styles.dialogLead}>
            {lead}
          </div>
        ) : null}
        {children}
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
        <div className={confirmStyles.actions}>
          <button type="submit" className={confirmStyles.confirm} disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
          <button type="button" className={confirmStyles.cancel} onClick={onClose}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
