'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from '@/components/admin/queue.module.css';

type Decision = 'approved' | 'rejected';

/**
 * An operator's approve / reject on one licence or owner application. Rejecting needs a reason
 * (the applicant reads it): an empty one is pointed out here, before any request.
 */
export function ReviewActions({ subject, id }: { subject: 'licence' | 'application'; id: number }) {
  const t = useTranslations('Admin');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: Decision) {
    if (decision === 'rejected' && !reason.trim()) {
      setError(t('reasonRequired'));
      input.current?.focus();
      return;
    }
    setState('busy');
    setError(null);
    const common = { decision, reason: reason.trim() || undefined, lang: locale };
    try {
      if (subject === 'licence') await callApi(endpoints.licenceDecision, { licence_id: id, ...common });
      else await callApi(endpoints.applicationDecision, { application_id: id, ...common });
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(errorMessage(failure, 'reason'));
    }
  }

  if (state === 'done') return <p role="status" className={styles.done}>{t('decided')}</p>;
  return (
    <div className={styles.review}>
      <label htmlFor={reasonId}>{t('reason')}</label>
      <p id={hintId} className={styles.hint}>
        {t('reasonHint')}
      </p>
      <input
        ref={input}
        id={reasonId}
        value={reason}
        maxLength={255}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(null);
        }}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.approve} disabled={state === 'busy'} onClick={() => decide('approved')}>
          {t('approve')}
        </button>
        <button type="button" className={styles.reject} disabled={state === 'busy'} onClick={() => decide('rejected')}>
          {t('reject')}
        </button>
      </div>
    </div>
  );
}
