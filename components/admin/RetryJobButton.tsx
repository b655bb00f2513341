'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { jobRetryContract } from '@/lib/jobs/contracts';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from '@/components/verification/verification.module.css';

/** Sends one failed background run back to the queue. */
export function RetryJobButton({ id }: { id: number }) {
  const t = useTranslations('AdminJobs');
  const messageOf = useApiErrorMessage();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function retry() {
    setState('busy');
    setError(null);
    try {
      await callApi(jobRetryContract, { id });
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(messageOf(failure));
    }
  }

  if (state === 'done') return <p role="status" className={styles.ok}>{t('retried')}</p>;
  return (
    <>
      <button type="button" className={styles.primary} disabled={state === 'busy'} onClick={retry}>
        {t('retry')}
      </button>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </>
  );
}
