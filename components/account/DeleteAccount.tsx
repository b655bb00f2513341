'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './account.module.css';

async function post<T>(endpoint: string, lang: string): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang }) });
    const body = (await response.json()) as { data?: T; error?: { message: string } };
    return response.ok && body.data ? { ok: true, data: body.data } : { ok: false, message: body.error?.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/**
 * Account deletion (spec §4): asks once more, then schedules it within 2 business days; refused
 * while bookings or trips are open (the server's message is shown). A pending request can be withdrawn.
 */
export function DeleteAccount({ dueAt }: { dueAt: string | null }) {
  const t = useTranslations('Settings');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const [due, setDue] = useState(dueAt);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' }).format(new Date(iso));

  async function run(endpoint: string, onDone: (data: { deletion_due_at?: string }) => void) {
    setBusy(true);
    setError(null);
    const result = await post<{ deletion_due_at?: string }>(endpoint, locale);
    setBusy(false);
    if (result.ok) onDone(result.data);
    else setError(result.message || te('internal'));
  }

  if (due) {
    return (
      <div className={styles.avatarControls}>
        <p role="status" className={styles.notice}>
          {t('deleteScheduled', { date: format(due) })}
        </p>
        <button type="button" className={styles.button} disabled={busy} onClick={() => run('/api/profile/delete-cancel', () => setDue(null))}>
          {t('cancelDeletion')}
        </button>
        {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      </div>
    );
  }
  return (
    <div className={styles.avatarControls}>
      <p className={styles.muted}>{t('deleteText')}</p>
      {confirming ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            disabled={busy}
            onClick={() => run('/api/profile/delete-request', (data) => setDue(data.deletion_due_at ?? null))}
          >
            {t('deleteConfirm')}
          </button>
          <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
            {t('deleteCancelButton')}
          </button>
        </div>
      ) : (
        <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => setConfirming(true)}>
          {t('deleteButton')}
        </button>
      )}
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </div>
  );
}
