'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from './verification.module.css';

type Session = { session_id: string; deeplink: string; qr_svg: string };

/** Sharing the licence from the identity app: a QR code and deeplink, then polling until it answers. */
export function IdentityShare() {
  const t = useTranslations('Verification.identity');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const [session, setSession] = useState<Session | null>(null);
  const [state, setState] = useState<'idle' | 'waiting' | 'approved' | 'mismatch' | 'expired'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!session || state !== 'waiting') return;
    const timer = setInterval(async () => {
      // A failed poll (offline for a moment) is retried on the next tick.
      const result = await callApi(endpoints.identityStatus, { session_id: session.session_id, lang: locale }).catch(() => null);
      if (!result || result.status === 'waiting') return;
      setState(result.status as 'approved' | 'mismatch' | 'expired');
      if (result.status === 'approved') window.location.reload();
    }, 2000);
    return () => clearInterval(timer);
  }, [session, state, locale]);

  async function start() {
    setError(null);
    const result = await callApi(endpoints.identityStart, { lang: locale }).catch((failure: unknown) => setError(errorMessage(failure)));
    if (!result) return;
    setSession(result);
    setState('waiting');
  }

  return (
    <div className={styles.step}>
      <p className={styles.muted}>{t('text')}</p>
      {session && state === 'waiting' ? (
        <>
          {/* The SVG is generated on our server by the qrcode library from our own link. */}
          <div role="img" aria-label={t('qr')} style={{ width: 200 }} dangerouslySetInnerHTML={{ __html: session.qr_svg }} />
          <a href={session.deeplink} className={styles.secondary} style={{ display: 'inline-flex', alignItems: 'center', width: 'fit-content', textDecoration: 'none' }} target="_blank" rel="noopener">
            {t('open')}
          </a>
          <p role="status" className={styles.muted}>
            {t('waiting')}
          </p>
        </>
      ) : (
        <button type="button" className={styles.primary} style={{ width: 'fit-content' }} onClick={start}>
          {t('start')}
        </button>
      )}
      {state === 'approved' ? <p role="status" className={styles.ok}>{t('approved')}</p> : null}
      {state === 'mismatch' || state === 'expired' ? <p role="alert" className={styles.notice}>{t(state)}</p> : null}
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </div>
  );
}
