'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OwnerApplicationForm } from './OwnerApplicationForm';
import { StatusBadge } from './StatusBadge';
import styles from './verification.module.css';

type Props = {
  kind: 'company' | 'host';
  state: 'notStarted' | 'pending' | 'approved' | 'rejected';
  /** The operator's reason when rejected. */
  reason: string | null;
  today: string;
};

/**
 * The host's or company's details step: heading with the state, then the state's text or the
 * application form. A sent application's state comes from the server's answer, without a reload.
 */
export function OwnerStep({ kind, state: initial, reason, today }: Props) {
  const t = useTranslations('Verification');
  const [state, setState] = useState(initial);
  return (
    <>
      {/* The id is the step's anchor (lib/verification/steps.ts, STEP_ANCHORS). */}
      <h2 id="step-owner" className={styles.stepTitle}>
        {kind === 'company' ? t('company.title') : t('host.title')}
        <StatusBadge state={state} label={t(`state.${state}`)} />
      </h2>
      {state === 'approved' ? (
        <p className={styles.ok}>{t('ownerApproved')}</p>
      ) : state === 'pending' ? (
        <p className={styles.notice} role="status">
          {t('ownerPending')}
        </p>
      ) : (
        <>
          {state === 'rejected' ? <p className={styles.errorBox}>{t('ownerRejected', { reason: reason ?? '' })}</p> : null}
          <OwnerApplicationForm kind={kind} today={today} onApplied={(application) => setState(application?.status ?? 'pending')} />
        </>
      )}
    </>
  );
}
