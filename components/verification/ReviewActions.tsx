'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from './verification.module.css';

type Decision = 'approved' | 'rejected';

/** An operator's approve / reject (with a reason) on one licence or owner application. */
export function ReviewActions({ subject, id }: { subject: 'licence' | 'application'; id: number }) {
  const t = useTranslations('Admin');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: Decision) {
    setState('busy');
    const common = { decision, reason: reason || undefined, lang: locale };
    try {
      if (subject === 'licence') await callApi(endpoints.licenceDecision, { licence_id: id, ...common });
      else await callApi(endpoints.applicationDecision, { application_id: id, ...common });
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(errorMessage(failure, 'reason'));
    }
  }

  if (state === 'done') return <p role="status" className={styles.ok}>{t('decided')}</p>;
  return (
    <div className={styles.review}>
      <label htmlFor={reasonId}>{t('reason')}</label>
      <input id={reasonId} value={reason} maxLength={255} onChange={(event) => setReason(event.target.value)} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={state === 'busy'} onClick={() => decide('approved')}>
          {t('approve')}
        </button>
        <button type="button" className={styles.danger} disabled={state === 'busy'} onClick={() => decide('rejected')}>
          {t('reject')}
        </button>
      </div>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}
