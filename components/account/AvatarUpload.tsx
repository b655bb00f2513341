'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadApi } from '@/lib/api/upload';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from './account.module.css';

/**
 * Profile photo upload with a progress bar (uploadApi reports upload progress).
 * The server checks the file's content and re-encodes it (lib/server/media/images.ts).
 */
export function AvatarUpload({ initialUrl, initials }: { initialUrl: string | null; initials: string }) {
  const t = useTranslations('Cabinet');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const inputId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const form = new FormData();
    form.set('file', file);
    form.set('lang', locale);
    setMessage(null);
    setProgress(0);
    try {
      const { user } = await uploadApi(endpoints.avatarUpload, form, { onProgress: setProgress });
      setUrl(user.avatar);
      setMessage({ kind: 'ok', text: t('uploaded') });
    } catch (failure) {
      setMessage({ kind: 'error', text: errorMessage(failure, 'file') });
    } finally {
      setProgress(null);
    }
  }

  // A photo picked before the page finished loading (slow connections) is uploaded once it has.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) {
      input.current!.value = '';
      void upload(early);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  return (
    <div className={styles.avatarBlock}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- already sized by our image pipeline
        <img src={url} alt={t('photo')} width={96} height={96} className={styles.avatar} />
      ) : (
        <span className={styles.avatarFallback} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.avatarControls}>
        <label htmlFor={inputId} className={styles.fileButton}>
          {t('choosePhoto')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = '';
          }}
        />
        <p className={styles.muted}>{t('photoHint')}</p>
        {progress !== null ? (
          <div role="status">
            <progress max={100} value={progress} aria-label={t('uploading', { percent: progress })} />
            <span className={styles.muted}> {t('uploading', { percent: progress })}</span>
          </div>
        ) : null}
        {message ? (
          <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? styles.error : styles.ok}>
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
