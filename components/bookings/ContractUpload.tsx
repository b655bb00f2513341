'use client';

import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { uploadApi } from '@/lib/api/upload';
import type { TBookingView } from '@/lib/bookings/contracts';
import { megabytes } from '@/lib/media/photo-files';
import type { Locale } from '@/lib/i18n/locales';
import { useBookingCall } from './use-booking-call';
import styles from './bookings.module.css';

/** What the server takes as a signed agreement (bookingContractUploadContract): a PDF or a photo, up to 10 MB. */
export const CONTRACT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_CONTRACT_BYTES = 10 * 1024 * 1024;
const EXTENSIONS = /\.(pdf|jpe?g|png|webp|avif)$/i;

/** Why a picked file cannot be sent, checked before the upload (the server checks the content again). */
export function contractFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'wrongType' | 'tooLarge' | null {
  const typeOk = file.type ? (CONTRACT_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'wrongType';
  return file.size > MAX_CONTRACT_BYTES ? 'tooLarge' : null;
}

/**
 * The renter's signed agreement: a file field in the page's language (the real input visually
 * hidden but labelled and reachable with Tab, a button-like label beside it, as the verification
 * page's photo fields), checked for type and size before it is sent, uploaded with its progress.
 */
export function ContractUpload({ view, locale, onDone }: { view: TBookingView; locale: Locale; onDone: (view: TBookingView) => void }) {
  const t = useTranslations('Booking.contract');
  const format = useFormatter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const call = useBookingCall();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function take(picked: File | undefined) {
    if (!picked) return;
    const issue = contractFileProblem(picked);
    if (issue) {
      setProblem(issue === 'tooLarge' ? t('tooLarge', { name: picked.name, size: format.number(megabytes(picked.size)), max: format.number(megabytes(MAX_CONTRACT_BYTES)) }) : t('wrongType', { name: picked.name }));
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(null);
    call.reset();
    setFile(picked);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem(t('pickFirst'));
      input.current?.focus();
      return;
    }
    const form = new FormData();
    form.set('booking_id', String(view.id));
    form.set('lang', locale);
    form.set('file', file);
    setProgress(0);
    void call.run(
      () => uploadApi(endpoints.bookingContractUpload, form, { onProgress: setProgress }),
      (answer) => {
        setProgress(null);
        setFile(null);
        onDone(answer.booking);
      },
      ['file'],
    ).finally(() => setProgress(null));
  }

  const message = problem ?? call.fields.file ?? call.error;
  const titleId = `${id}-title`;
  const buttonId = `${id}-button`;
  return (
    <form className={styles.upload} onSubmit={send} noValidate>
      <p id={titleId} className={styles.uploadTitle}>
        {t('uploadTitle')}
      </p>
      <div className={styles.uploadRow}>
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          accept={CONTRACT_TYPES.join(',')}
          className="visually-hidden"
          aria-labelledby={`${titleId} ${buttonId}`}
          aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => take(event.target.files?.[0])}
        />
        <label id={buttonId} htmlFor={id} className={clsx(styles.button, styles.fileButton)}>
          {file ? t('replace') : t('choose')}
        </label>
        {file ? (
          <span className={styles.fileName}>
            {file.name} · {file.size < 1024 * 1024 ? t('kilobytes', { size: format.number(Math.max(1, Math.round(file.size / 1024))) }) : t('megabytes', { size: format.number(megabytes(file.size)) })}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('hint', { max: format.number(megabytes(MAX_CONTRACT_BYTES)) })}
      </p>
      {message ? (
        <p id={`${id}-error`} className={styles.formError} role="alert">
          {message}
        </p>
      ) : null}
      {progress !== null ? (
        <p className={styles.muted} role="status">
          {t('uploading', { percent: progress })}
        </p>
      ) : null}
      <button type="submit" className={clsx(styles.button, styles.primary)} disabled={call.busy} aria-busy={call.busy}>
        {t('send')}
      </button>
    </form>
  );
}
