'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { apiErrorMessage } from '@/lib/api/client';

/**
 * `(error, field?) => text` for a failed call: the server's message (about `field` if it sent one),
 * or ours for `network`, `unavailable`… when its words never arrived.
 */
export function useApiErrorMessage(): (error: unknown, field?: string) => string {
  const te = useTranslations('Errors');
  return useCallback(
    (error: unknown, field?: string) => apiErrorMessage(error, (code) => (te.has(code as never) ? (te(code as never) as string) : null), field),
    [te],
  );
}
