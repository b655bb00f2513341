'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { CODE_RULES } from '@/lib/verification/code-rules';
import styles from './verification.module.css';

/**
 * Confirms the e-mail (6-digit code) or phone (4-digit SMS code); reloads when confirmed. Says how
 * long the code is valid in the minutes the server sets its expiry from. `mailboxHref`: the local
 * mailbox of an embedded installation, where the code really arrives (only given there).
 */
export function CodeStep({ channel, mailboxHref }: { channel: 'email' | 'phone'; mailboxHref?: string | null }) {
  const t = useTranslations('Verification');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const inputId = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await callApi(endpoints.sendCode, { channel, lang: locale });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await callApi(endpoints.confirmCode, { channel, code, lang: locale });
      window.location.reload();
    } catch (failure) {
      setError(errorMessage(failure, 'code'));
      setBusy(false);
    }
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
            maxLength={CODE_RULES[channel].digits}
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
          {/* Full-width lines below the input and buttons of the wrapping row. */}
          <p className={styles.muted} role="status" style={{ flexBasis: '100%' }}>
            {t('codeSent', { minutes: CODE_RULES[channel].ttlMinutes })}
          </p>
          {mailboxHref ? (
            <p className={styles.muted} style={{ flexBasis: '100%' }}>
              {t.rich('mailboxHint', {
                link: (chunks) => (
                  <a href={mailboxHref} target="_blank" rel="noopener">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
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
