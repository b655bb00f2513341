'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { uploadApi } from '@/lib/api/upload';
import type { TChatMessage } from '@/lib/chat/contracts';
import { CHAT_STATUS_POLL_MS } from '@/lib/chat/limits';
import type { Locale } from '@/lib/i18n/locales';
import { mergeMessages, newestId, oldestId, type ShownMessage } from './merge-messages';


type Thread = Awaited<ReturnType<typeof loadPage>>['thread'];

function loadPage(bookingId: number, locale: Locale, around: { before_id?: number; after_id?: number } = {}) {
  return callApi(endpoints.chatMessages, { booking_id: bookingId, lang: locale, ...around });
}

const newClientId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * One booking's conversation on the page (docs/chat.md "On the page"): the newest page first, older
 * pages on request, what is new every 10 seconds while the tab is visible (never two requests at
 * once), sends that show at once and can be retried with the same client id (the server keeps one
 * message whatever the retries), and the read mark moved when `reading` (the panel is on screen).
 */
export function useChat(bookingId: number, locale: Locale, reading: boolean) {
  const errorMessage = useApiErrorMessage();
  const [thread, setThread] = useState<Thread | null>(null);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // An operator is shown a conversation only when the booking is disputed or reported: else 404.
  const [hidden, setHidden] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<ShownMessage[]>([]);
  const polling = useRef(false);
  const readUpTo = useRef(0);
  const photos = useRef(new Map<string, File>());
  // What the polls have fetched up to. My own sends do not move it: a message of theirs that
  // arrived just before my reply still comes with the next poll.
  const cursor = useRef(0);
  list.current = messages;

  const take = useCallback((incoming: readonly TChatMessage[], nextThread?: Thread) => {
    // Every page says how far the other party has read: my earlier messages turn read without being fetched again.
    const theirs = nextThread?.their_read_up_to ?? 0;
    setMessages((current) => mergeMessages(current, incoming).map((message) => (message.mine && !message.state && !message.read && message.id <= theirs ? { ...message, read: true } : message)));
    if (nextThread) setThread(nextThread);
  }, []);

  const refresh = useCallback(async () => {
    if (polling.current) return;
    polling.current = true;
    try {
      const after = cursor.current;
      const page = await loadPage(bookingId, locale, after ? { after_id: after } : {});
      take(page.messages, page.thread);
      cursor.current = Math.max(after, ...page.messages.map((message) => message.id));
      if (!after) setHasOlder(page.has_older);
      setLoadError(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'not_found') setHidden(true);
      else if (!list.current.length) setLoadError(errorMessage(failure));
    } finally {
      polling.current = false;
    }
  }, [bookingId, locale, take, errorMessage]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, CHAT_STATUS_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  // The other party's messages on screen are read: the mark moves once per new message.
  const newest = newestId(messages);
  const unseen = messages.some((message) => !message.mine && !message.read);
  useEffect(() => {
    if (!reading || !thread || thread.role === 'operator' || !unseen || newest <= readUpTo.current) return;
    if (document.visibilityState !== 'visible') return;
    readUpTo.current = newest;
    void callApi(endpoints.chatRead, { booking_id: bookingId, up_to_id: newest, lang: locale })
      .then(() => setMessages((current) => current.map((message) => (!message.mine && message.id <= newest ? { ...message, read: true } : message))))
      .catch(() => {
        readUpTo.current = 0;
      });
  }, [reading, thread, unseen, newest, bookingId, locale]);

  const loadingOlderRef = useRef(false);
  const loadOlder = useCallback(async () => {
    if (loadingOlderRef.current) return;
    loadingOlderRef.current = true;
    setLoadingOlder(true);
    try {
      const page = await loadPage(bookingId, locale, { before_id: oldestId(list.current) });
      take(page.messages);
      setHasOlder(page.has_older);
    } catch (failure) {
      setLoadError(errorMessage(failure));
    } finally {
      loadingOlderRef.current = false;
      setLoadingOlder(false);
    }
  }, [bookingId, locale, take, errorMessage]);

  /** Sends (or sends again, with the same client id) a message; resolves true once the server has it. */
  async function send(text: string, photo: File | null = null, clientId = newClientId()): Promise<boolean> {
    if (photo) photos.current.set(clientId, photo);
    const draft: ShownMessage = { id: 0, client_id: clientId, mine: true, sender: thread?.role === 'owner' ? 'owner' : 'renter', text, masked: 0, photo: photo ? URL.createObjectURL(photo) : null, at: new Date().toISOString(), read: false, state: 'sending' };
    setMessages((current) => [...current.filter((message) => !(message.state && message.client_id === clientId)), draft]);
    try {
      const answer = photo
        ? await uploadApi(endpoints.chatSendPhoto, photoForm(bookingId, clientId, text, photo, locale))
        : await callApi(endpoints.chatSend, { booking_id: bookingId, client_id: clientId, text, lang: locale });
      take([answer.message]);
      photos.current.delete(clientId);
      return true;
    } catch (failure) {
      setMessages((current) => current.map((message) => (message.state && message.client_id === clientId ? { ...message, state: 'failed', error: errorMessage(failure) } : message)));
      return false;
    }
  }

  /** A refused message again, with its photo and the same client id. */
  function retry(message: ShownMessage): Promise<boolean> {
    return send(message.text, photos.current.get(message.client_id) ?? null, message.client_id);
  }

  return { thread, hidden, messages, hasOlder, loadingOlder, loadError, loadOlder, send, retry, refresh };
}

function photoForm(bookingId: number, clientId: string, text: string, photo: File, locale: Locale): FormData {
  const form = new FormData();
  form.set('booking_id', String(bookingId));
  form.set('client_id', clientId);
  if (text) form.set('text', text);
  form.set('lang', locale);
  form.set('file', photo);
  return form;
}
