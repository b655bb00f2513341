'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './verification.module.css';
import { postJson } from './post-json';

/** An operator's approve / reject (with a reason) on one licence or application. */
export function ReviewActions({ endpoint, idField, id }: { endpoint: string; idField: 'licence_id' | 'application_id'; id: number }) {
  const t = useTranslations('Admin');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: 'approved' | 'rejected') {
    setState('busy');
    const result = await postJson(endpoint, { [idField]: id, decision, reason: reason || undefined, lang: locale });
    if (result.ok) setState('done');
    else {
      setState('idle');
      setError(result.fields.reason ?? (result.message || te('internal')));
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
