'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { clearDrafts } from '@/components/chat/chat-draft';
import { CHAT_STATUS_POLL_MS } from '@/lib/chat/limits';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStoreApi } from './AppStoreProvider';

/**
 * Spec §7: while signed in, `POST /api/profile/chat/get-status` every 10 seconds with the current
 * booking ids, its answer into the store (the avatar's and the menu's badges, the booking page's
 * status read it). Through TanStack Query: no progress indicator, never two requests at once,
 * nothing while the tab is hidden (and at once when it is shown again). A refusal as signed out
 * ends the session in the store and the polling with it, and drops the chat drafts this browser kept.
 */
export function ChatStatusPoll({ locale }: { locale: Locale }) {
  const store = useAppStoreApi();
  const { data, error } = useQuery({
    queryKey: ['chat-status'],
    queryFn: ({ signal }) => callApi(endpoints.chatStatus, { booking_ids: store.getState().currentBookingIds, lang: locale }, { signal }),
    refetchInterval: CHAT_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });
  useEffect(() => {
    if (data) store.getState().setChatStatus(data);
  }, [data, store]);
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      store.getState().clearSession();
      clearDrafts();
    }
  }, [error, store]);
  return null;
}
