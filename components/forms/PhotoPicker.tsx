'use client';

import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MAX_PHOTO_BYTES, megabytes, PHOTO_TYPES, photoProblem } from '@/lib/media/photo-files';
import styles from './PhotoPicker.module.css';

export type PhotoPickerProps = {
  label: string;
  /** The file input's name: a form read with FormData sends the picked photo under it. */
  name: string;
  /** The photo already stored, shown until another one is picked. */
  savedUrl?: string | null;
  types?: readonly string[];
  maxBytes?: number;
  onChange?: (file: File | null) => void;
  /** The server's message about this photo. */
  error?: string;
  /** Upload progress (percent) of the form sending the picked photo; null when not uploading. */
  progress?: number | null;
  disabled?: boolean;
  className?: string;
};

/**
 * A photo field in the page's language: the real `<input type="file">` is visually hidden but
 * labelled and reachable with Tab (Enter or Space opens the picker); the button-like label next
 * to it says "Choose" or "Replace". A picked photo is previewed (its object URL revoked when no
 * longer shown), can be removed, and is checked for type and size before anything is sent.
 */
export function PhotoPicker({ label, name, savedUrl, types = PHOTO_TYPES, maxBytes = MAX_PHOTO_BYTES, onChange, error, progress = null, disabled, className }: PhotoPickerProps) {
  const t = useTranslations('Forms.photo');
  const format = useFormatter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // The previous photo's object URL is let go when another is shown, and on leaving the page.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  /** Puts `kept` back into the input (or empties it): a cancelled or refused pick must not lose the photo chosen before. */
  function keepInInput(kept: File | null) {
    const element = input.current;
    if (!element) return;
    if (kept && typeof DataTransfer !== 'undefined') {
      const transfer = new DataTransfer();
      transfer.items.add(kept);
      element.files = transfer.files;
    } else if (!kept) element.value = '';
  }

  function take(picked: File | undefined) {
    if (!picked) return keepInInput(file);
    const issue = photoProblem(picked, { types, maxBytes });
    if (issue) {
      setProblem(issue.key === 'tooLarge' ? t('tooLarge', { name: picked.name, size: format.number(megabytes(picked.size)), max: format.number(megabytes(maxBytes)) }) : t('wrongType', { name: picked.name }));
      return keepInInput(file);
    }
    setProblem(null);
    setFile(picked);
    onChange?.(picked);
  }

  // A photo picked before the page finished loading is taken up once it has.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) take(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  function remove() {
    setFile(null);
    setProblem(null);
    keepInInput(null);
    onChange?.(null);
    input.current?.focus();
  }

  const titleId = `${id}-title`;
  const buttonId = `${id}-button`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = problem ?? error;
  const size = file ? (file.size < 1024 * 1024 ? t('kilobytes', { size: format.number(Math.max(1, Math.round(file.size / 1024))) }) : t('megabytes', { size: format.number(megabytes(file.size)) })) : null;

  return (
    <div className={clsx(styles.picker, className)}>
      <span id={titleId} className={styles.title}>
        {label}
      </span>
      <div className={styles.preview}>
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL
          <img src={preview} alt={t('newPhotoAlt', { label })} className={styles.image} />
        ) : savedUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private photo through the authorized route
          <img src={savedUrl} alt={label} className={styles.image} />
        ) : (
          <span className={styles.empty}>
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-8 8" />
            </svg>
            {t('empty')}
          </span>
        )}
        {file && progress !== null ? <span className={styles.bar} style={{ width: `${progress}%` }} aria-hidden="true" /> : null}
      </div>
      {file ? (
        <p className={styles.file}>
          <span className={styles.fileName}>{file.name}</span> · {size}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          accept={types.join(',')}
          className={clsx('visually-hidden', styles.input)}
          aria-labelledby={`${titleId} ${buttonId}`}
          aria-describedby={message ? `${errorId} ${hintId}` : hintId}
          aria-invalid={message ? true : undefined}
          disabled={disabled}
          onChange={(event) => take(event.target.files?.[0])}
        />
        <label id={buttonId} htmlFor={id} className={clsx(styles.choose, disabled && styles.disabled)}>
          {file || savedUrl ? t('replace') : t('choose')}
        </label>
        {file ? (
          <button type="button" className={styles.remove} onClick={remove} disabled={disabled} aria-label={t('removeLabel', { label })}>
            {t('remove')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('hint', { max: format.number(megabytes(maxBytes)) })}
      </p>
      {message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
