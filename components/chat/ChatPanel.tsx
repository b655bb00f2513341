'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_LIMITS } from '@/lib/chat/limits';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { useOptionalAppStore } from '@/components/state/AppStoreProvider';
import { readDraft, writeDraft } from './chat-draft';
import type { ShownMessage } from './merge-messages';
import { useChat } from './use-chat';
import styles from './chat.module.css';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export type ChatPanelProps = {
  bookingId: number;
  locale: Locale;
  /** The panel is on screen (always on a wide page; on a phone while its tab is chosen): what shows there is read. */
  reading: boolean;
  /** How many of the other party's messages wait unread, for the phone's tab. */
  onUnread?: (count: number) => void;
};

/**
 * A booking's conversation (docs/chat.md "On the page"): newest at the bottom, older ones on
 * request, the text typed kept as a draft across reloads, a photo with a preview, and each of my
 * messages saying whether it is on its way, delivered, read or refused (with a retry). Text is
 * always shown as text — React never interprets it — with its line breaks.
 */
export function ChatPanel({ bookingId, locale, reading, onUnread }: ChatPanelProps) {
  const t = useTranslations('Chat');
  const chat = useChat(bookingId, locale, reading);
  const me = useOptionalAppStore((state) => state.user?.id ?? null, null);
  // The composer shows only once the conversation has loaded in the browser, so the draft can be read at once.
  const [text, setText] = useState(() => (typeof window === 'undefined' ? '' : readDraft(me, bookingId)));
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const ids = { field: useId(), hint: useId(), file: useId(), fileButton: useId(), error: useId(), title: useId() };

  // Revoked when replaced (choosePhoto) or when the panel goes.
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  function choosePhoto(file: File | null) {
    if (preview) URL.revokeObjectURL(preview);
    const url = file ? URL.createObjectURL(file) : null;
    previewRef.current = url;
    setPhoto(file);
    setPreview(url);
  }

  const unread = chat.messages.filter((message) => !message.mine && !message.read).length;
  useEffect(() => onUnread?.(unread), [unread, onUnread]);

  // New messages at the bottom come into view, unless the reader has scrolled up to older ones.
  const last = chat.messages.at(-1);
  const lastKey = last ? `${last.id}:${last.client_id}` : '';
  const stuck = useRef(true);
  useEffect(() => {
    if (stuck.current) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastKey]);

  // Scrolled to the top, the earlier messages load by themselves (the button stays for the keyboard).
  const { hasOlder, loadOlder } = chat;
  useEffect(() => {
    const button = olderButton.current;
    if (!hasOlder || !button || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void loadOlder(), { root: scroller.current });
    watcher.observe(button);
    return () => watcher.disconnect();
  }, [hasOlder, loadOlder]);

  function changeText(value: string) {
    setText(value);
    writeDraft(me, bookingId, value);
    setProblem(null);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body && !photo) return setProblem(t('empty'));
    if (body.length > CHAT_LIMITS.text) return setProblem(t('tooLong', { max: CHAT_LIMITS.text }));
    const sending = photo;
    // The field empties at once; the draft is dropped only once the server has the message (a
    // refused one is still there after a reload).
    setText('');
    setProblem(null);
    choosePhoto(null);
    if (fileInput.current) fileInput.current.value = '';
    stuck.current = true;
    if (await chat.send(body, sending)) writeDraft(me, bookingId, '');
  }

  async function retry(message: ShownMessage) {
    // Sent at last: the draft it left behind goes (unless something new has been typed since).
    if ((await chat.retry(message)) && readDraft(me, bookingId) === message.text) writeDraft(me, bookingId, '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line (as every messenger); not while composing Ukrainian with an IME.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  }

  const thread = chat.thread;
  const byDay = groupByDay(chat.messages, locale);

  return (
    <section id="chat" className={styles.panel} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={styles.title}>
        {t('title')}
        {thread?.other.name ? <span className={styles.with}> · {thread.other.name}</span> : null}
      </h2>
      {chat.hidden ? <p className={styles.note}>{t('private')}</p> : null}
      {thread?.masking ? <p className={styles.note}>{t('maskingNote')}</p> : null}
      {chat.loadError ? (
        <p className={styles.error} role="alert">
          {chat.loadError}
        </p>
      ) : null}
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={(event) => {
          const box = event.currentTarget;
          stuck.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
        }}
      >
        {chat.hasOlder ? (
          <button ref={olderButton} type="button" className={styles.older} onClick={() => void chat.loadOlder()} disabled={chat.loadingOlder} aria-busy={chat.loadingOlder}>
            {t('older')}
          </button>
        ) : null}
        {thread && !chat.messages.length ? <p className={styles.empty}>{t('none')}</p> : null}
        <div role="log" aria-live="polite" aria-label={t('logLabel')}>
          <ol className={styles.log}>
            {byDay.map(({ day, items }) => [
              <li key={`day-${day}`} className={styles.day} aria-hidden="true">
                {day}
              </li>,
              ...items.map((message) => <Message key={message.state ? `local-${message.client_id}` : message.id} message={message} locale={locale} otherName={thread?.other.name ?? ''} onRetry={() => void retry(message)} />),
            ])}
            <li ref={end} className={styles.end} aria-hidden="true" />
          </ol>
        </div>
      </div>
      {thread && !thread.can_write ? (
        <p className={styles.note}>{thread.role === 'operator' ? t('operatorReads') : t('closed')}</p>
      ) : thread ? (
        <form className={styles.composer} onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={ids.field} className={styles.label}>
            {t('label')}
          </label>
          <textarea
            id={ids.field}
            className={styles.field}
            value={text}
            rows={2}
            maxLength={CHAT_LIMITS.text}
            onChange={(event) => changeText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={clsx(ids.hint, problem && ids.error)}
            aria-invalid={problem ? true : undefined}
          />
          <p id={ids.hint} className={styles.hint}>
            {t('hint')} <span className={styles.counter}>{t('counter', { count: text.length, max: CHAT_LIMITS.text })}</span>
          </p>
          {problem ? (
            <p id={ids.error} className={styles.error} role="alert">
              {problem}
            </p>
          ) : null}
          {preview ? (
            <div className={styles.preview}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file */}
              <img src={preview} alt={t('previewAlt')} width={96} height={72} />
              <button type="button" className={styles.link} onClick={() => choosePhoto(null)}>
                {t('removePhoto')}
              </button>
            </div>
          ) : null}
          <div className={styles.row}>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept={PHOTO_TYPES}
              className="visually-hidden"
              aria-labelledby={ids.fileButton}
              onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
            />
            <label id={ids.fileButton} htmlFor={ids.file} className={clsx(styles.button, styles.attach)}>
              {photo ? t('replacePhoto') : t('addPhoto')}
            </label>
            <button type="submit" className={clsx(styles.button, styles.send)}>
              {t('send')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function Message({ message, locale, otherName, onRetry }: { message: ShownMessage; locale: Locale; otherName: string; onRetry: () => void }) {
  const t = useTranslations('Chat');
  const who = message.mine ? t('you') : otherName || t(message.sender ?? 'gone');
  const time = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit' }).format(new Date(message.at));
  const state = message.state === 'sending' ? t('sending') : message.state === 'failed' ? t('failed') : message.mine ? (message.read ? t('read') : t('delivered')) : null;
  return (
    <li className={clsx(styles.message, message.mine ? styles.mine : styles.theirs, message.state === 'failed' && styles.failed)}>
      <span className="visually-hidden">{who}: </span>
      {message.photo ? (
        <a href={message.photo} target="_blank" rel="noopener" className={styles.photoLink}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a private photo served by our own route */}
          <img src={message.photo} alt={message.mine ? t('photoMine') : t('photoTheirs', { name: who })} className={styles.photo} loading="lazy" />
        </a>
      ) : null}
      {message.text ? <p className={styles.text}>{message.text}</p> : null}
      {message.masked ? <p className={styles.masked}>{t('maskedCount', { count: message.masked })}</p> : null}
      <p className={styles.meta}>
        <time dateTime={message.at} title={formatDateTime(message.at, locale)}>
          {time}
        </time>
        {state ? <span> · {state}</span> : null}
      </p>
      {message.state === 'failed' ? (
        <p className={styles.retryRow}>
          {message.error ? <span className={styles.errorText}>{message.error} </span> : null}
          <button type="button" className={styles.link} onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      ) : null}
    </li>
  );
}

/** The messages by Kyiv day, each day headed by its date (дд.мм.рррр). */
function groupByDay(messages: readonly ShownMessage[], locale: Locale): { day: string; items: ShownMessage[] }[] {
  const groups: { day: string; items: ShownMessage[] }[] = [];
  const format = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayOf = (at: string) => format.format(new Date(at));
  for (const message of messages) {
    const day = dayOf(message.at);
    const group = groups.at(-1);
    if (group?.day === day) group.items.push(message);
    else groups.push({ day, items: [message] });
  }
  return groups;
}
