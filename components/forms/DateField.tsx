'use client';

import clsx from 'clsx';
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { caretAfterDigits, dateInputRange, dateSeparator, isoToDateInput, maskDateInput, parseDateInput } from '@/lib/format/date-input';
import type { DateFieldWords } from '@/lib/format/date-field-words';
import styles from './DateInput.module.css';

// The calendar (react-day-picker and its date-fns locale) is loaded only when someone opens it.
const DateCalendar = lazy(() => import('./DateCalendar'));

export type DateInputProps = {
  label: string;
  /** Name of a hidden input carrying the value, for forms read with FormData. */
  name?: string;
  /**
   * Name of the text field itself, for a form that also works without JavaScript: the typed text is
   * sent as it is (the server reads it with `parseDateInput`). Use instead of `name`.
   */
  textName?: string;
  /** ISO `yyyy-mm-dd` (controlled); what `onChange` gave back. */
  value?: string;
  defaultValue?: string;
  /**
   * The ISO date when the text is a real day within `min`–`max`, '' when empty, otherwise the text
   * as typed — which no date schema (ZCalendarDate) accepts, so a form cannot send it as a date.
   */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  /** ISO date whose month the calendar opens at while the field is empty (default: today, within range). */
  openTo?: string;
  /** ISO today (for two-digit years and the calendar); the device's date when not given. */
  today?: string;
  /** What to say about a date before `min` / after `max` (default: "no earlier / later than …"). */
  tooEarlyMessage?: string;
  tooLateMessage?: string;
  /** A message from the form or the server; the field's own (an impossible date…) comes first. */
  error?: string;
  hint?: string;
  autoComplete?: string;
  /** Receives the text input (react-hook-form's `field.ref`, to focus the field on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  className?: string;
};

type Problem = { key: 'incomplete' | 'impossible' | 'tooEarly' | 'tooLate' };

function deviceToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export type DateFieldProps = DateInputProps & {
  locale: Locale;
  /** Its words, put together for its label and range (lib/format/date-field-words.ts). */
  words: DateFieldWords;
};

/**
 * A date typed the way the page's language writes it — `дд.мм.рррр` in Ukrainian, `dd/mm/yyyy` in
 * English (digits only, separators put in while typing, a pasted ISO date understood) — with a
 * calendar beside it. Forms get ISO `yyyy-mm-dd`; an impossible or out-of-range date gets its own
 * message and marks the input invalid (`setCustomValidity`), so `form.checkValidity()` sees it.
 * Its words come in as props, so a page without next-intl's client runtime (the home page's search)
 * can have it; `DateInput` is this field with next-intl's words.
 */
export function DateField(props: DateFieldProps) {
  const { label, name, textName, value, defaultValue, onChange, onBlur, min, max, openTo, error, hint, autoComplete, inputRef, className, locale, words } = props;
  const separator = dateSeparator(locale);
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(() => isoToDateInput(value ?? defaultValue ?? '', separator));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const popover = useRef<HTMLDivElement>(null);
  const emitted = useRef(value ?? defaultValue ?? '');
  const pendingCaret = useRef<number | null>(null);
  const range = dateInputRange(min, max);
  const today = props.today ?? deviceToday();

  const read = useCallback(
    (shown: string): { out: string; problem: Problem | null } => {
      const parsed = parseDateInput(shown, props.today ?? deviceToday());
      if (parsed.state === 'empty') return { out: '', problem: null };
      if (parsed.state !== 'valid') return { out: shown, problem: { key: parsed.state } };
      if (parsed.iso < range.min) return { out: shown, problem: { key: 'tooEarly' } };
      if (parsed.iso > range.max) return { out: shown, problem: { key: 'tooLate' } };
      return { out: parsed.iso, problem: null };
    },
    [props.today, range.min, range.max],
  );
  const { out, problem } = read(text);
  const custom = problem?.key === 'tooEarly' ? props.tooEarlyMessage : problem?.key === 'tooLate' ? props.tooLateMessage : undefined;
  const problemText = problem ? (custom ?? words[problem.key]) : '';

  // A value set from outside (a form reset, a server answer) replaces the text.
  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    setText(isoToDateInput(value, separator));
  }, [value, separator]);

  useEffect(() => {
    input.current?.setCustomValidity(problemText);
  }, [problemText]);

  // Masking rewrites the text; keep the caret after the same digit instead of at the end.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current) return;
    input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);

  function show(next: string) {
    setText(next);
    const { out: nextOut } = read(next);
    if (nextOut !== emitted.current) {
      emitted.current = nextOut;
      onChange?.(nextOut);
    }
  }

  function onInput(event: React.ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const masked = maskDateInput(raw, separator, { deleting: inputType.startsWith('delete') });
    const caret = event.target.selectionStart ?? raw.length;
    // Editing inside the text: the caret stays after the digit it followed.
    if (caret < raw.length) pendingCaret.current = caretAfterDigits(masked, raw.slice(0, caret).replace(/\D/g, '').length);
    show(masked);
  }

  function onLeave() {
    setTouched(true);
    // A finished two-digit year is written out in full (01.03.90 → 01.03.1990).
    const parsed = parseDateInput(text, today);
    if (parsed.state === 'valid') show(isoToDateInput(parsed.iso, separator));
    onBlur?.();
  }

  function pick(iso: string) {
    show(isoToDateInput(iso, separator));
    setTouched(true);
    setOpen(false);
    input.current?.focus();
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }

  // The calendar opens below the field, moved left as far as needed to stay on the screen.
  useLayoutEffect(() => {
    const element = popover.current;
    if (!open || !element) return;
    const place = () => {
      element.style.transform = '';
      const box = element.getBoundingClientRect();
      const room = document.documentElement.clientWidth - 8 - box.right;
      const shift = room < 0 ? Math.max(room, 8 - box.left) : 0;
      element.style.transform = shift ? `translateX(${shift}px)` : '';
    };
    place();
    // Again once the calendar has loaded and has its real width.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  // The calendar closes on a click or a focus outside the field.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const shownError = (touched && problemText) || error || '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const dialogId = `${id}-calendar`;
  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };
  const selected = out && !problem ? out : undefined;
  const month = selected ?? (openTo && openTo >= range.min && openTo <= range.max ? openTo : today < range.min ? range.min : today > range.max ? range.max : today);

  return (
    <div ref={wrapper} className={clsx(styles.field, className)}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div
        className={styles.control}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <input
          ref={setRefs}
          id={id}
          name={textName}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete ?? 'off'}
          placeholder={words.placeholder}
          maxLength={10}
          value={text}
          onChange={onInput}
          onBlur={onLeave}
          onInvalid={() => setTouched(true)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : hintId}
        />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          // Named without the field's label (described by it), so only the input answers to that label.
          aria-label={words.openCalendar}
          aria-describedby={`${id}-label`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        {open ? (
          <div
            id={dialogId}
            role="dialog"
            aria-label={words.calendar}
            ref={popover}
            className={styles.popover}
          >
            <Suspense fallback={<p className={styles.loading}>{words.loading}</p>}>
              <DateCalendar locale={locale} selected={selected} month={month} min={range.min} max={range.max} today={today} onPick={pick} words={{ today: words.today, selected: words.selected }} />
            </Suspense>
            <button type="button" className={styles.close} onClick={() => close(true)}>
              {words.close}
            </button>
          </div>
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={out} /> : null}
      {shownError ? (
        <p id={errorId} className={styles.error}>
          {shownError}
        </p>
      ) : (
        <p id={hintId} className={hint ? styles.hint : 'visually-hidden'}>
          {hint ?? words.format}
        </p>
      )}
    </div>
  );
}
