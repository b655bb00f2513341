'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import styles from './notifications.module.css';

/**
 * "Mark all as read" on /notifications: one call, then the page is read again from the server (the
 * list loses its unread marks). The live line says what happened, and stays through the refresh.
 * Only what the page knew of is marked (`upTo`, the newest id when it was drawn): a notification
 * that arrived since stays unread.
 */
export function MarkAllRead({ unread, upTo }: { unread: number; upTo: number | null }) {
  const t = useTranslations('Notifications');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function markAll() {
    setBusy(true);
    try {
      await callApi(endpoints.notificationRead, { all: true, ...(upTo === null ? {} : { up_to: upTo }), lang: locale });
      setDone(true);
      setMessage({ text: t('markedAll'), error: false });
      router.refresh();
    } catch (failure) {
      setMessage({ text: errorMessage(failure), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.markAll}>
      {unread > 0 && !done ? (
        <button type="button" className={styles.button} onClick={markAll} disabled={busy} aria-busy={busy}>
          {t('markAll')}
        </button>
      ) : null}
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? styles.error : styles.status}>
        {message?.text}
      </p>
    </div>
  );
}
