'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './verification.module.css';
import { postJson } from './post-json';

/** Confirms the e-mail (6-digit code) or phone (4-digit SMS code); reloads when confirmed. */
export function CodeStep({ channel }: { channel: 'email' | 'phone' }) {
  const t = useTranslations('Verification');
  const te = useTranslations('Errors');
  const locale = useLocale();
  const inputId = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    const result = await postJson('/api/verification/send-code', { channel, lang: locale });
    setBusy(false);
    if (result.ok) setSent(true);
    else setError(result.message || te('internal'));
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await postJson('/api/verification/confirm-code', { channel, code, lang: locale });
    setBusy(false);
    if (result.ok) window.location.reload();
    else setError(result.fields.code ?? result.message ?? te('internal'));
  }

  return (
    <div className={styles.step}>
      {sent ? (
        <form method="post" onSubmit={confirm} className={styles.codeForm} noValidate>
          <label htmlFor={inputId}>{t('code')}</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={channel === 'phone' ? 4 : 6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('confirm')}
          </button>
          <button type="button" className={styles.secondary} onClick={send} disabled={busy}>
            {t('resend')}
          </button>
          <p className={styles.muted} role="status">
            {t('codeSent')}
          </p>
        </form>
      ) : (
        <button type="button" className={styles.primary} onClick={send} disabled={busy}>
          {t('sendCode')}
        </button>
      )}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
