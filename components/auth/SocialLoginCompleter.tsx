'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/** /s-login/{token}: trades the one-time token for a session, then continues to `ref` or the cabinet. */
export function SocialLoginCompleter({ token, refPath }: { token: string; refPath?: string }) {
  const t = useTranslations('Social.login');
  const locale = useLocale() as Locale;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    fetch('/api/auth/social/complete-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, ref: refPath, lang: locale }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { data?: { redirect: string } };
        if (cancelled) return;
        if (response.ok && body.data) window.location.replace(body.data.redirect);
        else setFailed(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [token, refPath, locale]);
  if (!failed) return <p role="status">{t('title')}</p>;
  return (
    <>
      <p role="alert">{t('failed')}</p>
      <a href={href('sign', { locale })}>{t('retry')}</a>
    </>
  );
}
