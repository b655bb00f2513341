'use client';

import { useErrorTexts } from '@/components/layout/ErrorTexts';
import { ErrorView } from '@/components/ui/ErrorView';

/** Spec §2 error page for a failure while rendering a page: title, message, status (500), link home. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts();
  return (
    <ErrorView title={t.title} message={t.message} status={{ code: 500, line: t.statusLine }} home={t.home}>
      <button type="button" onClick={reset}>
        {t.retry}
      </button>
    </ErrorView>
  );
}
