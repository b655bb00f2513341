'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/ui/ErrorView';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/** Spec §2 error page for a failure while rendering a page: title, message, status (500), link home. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale() as Locale;
  return (
    <ErrorView
      title={t('title')}
      message={t('message')}
      status={{ code: 500, line: t('statusLine', { status: 500, text: t('status.500') }) }}
      home={{ href: href('index', { locale }), label: t('home') }}
    >
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </ErrorView>
  );
}
