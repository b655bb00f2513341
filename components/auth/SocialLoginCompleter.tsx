'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/** /s-login/{token}: trades the one-time token for a session, then continues to `ref` or the cabinet. */
export function SocialLoginCompleter({ token, refPath }: { token: string; refPath?: string }) {
  const t = useTranslations('Social.login');
  const locale = useLocale() as Locale;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Aborted when the token or page changes (and by React's double effect run in development).
    const controller = new AbortController();
    callApi(endpoints.socialLogin, { token, ref: refPath, lang: locale }, { signal: controller.signal })
      .then((data) => window.location.replace(data.redirect))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [token, refPath, locale]);
  if (!failed) return <p role="status">{t('title')}</p>;
  return (
    <>
      <p role="alert">{t('failed')}</p>
      <a href={href('sign', { locale })}>{t('retry')}</a>
    </>
  );
}
