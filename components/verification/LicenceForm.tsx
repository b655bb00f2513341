'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LICENCE_SIDES } from '@/lib/verification/licence';
import type { TLicenceView } from '@/lib/verification/schemas';
import { ApiError, callApi } from '@/lib/api/client';
import { uploadApi } from '@/lib/api/upload';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from './verification.module.css';

const COUNTRIES = ['UA', 'PL', 'DE', 'MD', 'RO', 'SK', 'HU', 'CZ', 'GB', 'US'] as const;

/**
 * The driving licence step: details and three photos sent in one multipart request with a progress
 * bar, then "submit for review". Server messages appear next to the fields they concern.
 */
export function LicenceForm({ licence, defaults }: { licence: TLicenceView | null; defaults: { first_name: string; last_name: string } }) {
  const t = useTranslations('Verification.licence');
  const tv = useTranslations('Verification');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const [current, setCurrent] = useState(licence);
  const [progress, setProgress] = useState<number | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('lang', locale);
    setMessage(null);
    setProgress(0);
    try {
      const { licence: saved } = await uploadApi(endpoints.licenceSave, form, { onProgress: setProgress });
      setCurrent(saved);
      setFields({});
      setMessage({ kind: 'ok', text: t('saved') });
    } catch (failure) {
      setFields(failure instanceof ApiError ? failure.fields : {});
      setMessage({ kind: 'error', text: errorMessage(failure) });
    } finally {
      setProgress(null);
    }
  }

  async function submit() {
    try {
      setCurrent((await callApi(endpoints.licenceSubmit, { lang: locale })).licence);
      setMessage(null);
    } catch (failure) {
      setMessage({ kind: 'error', text: errorMessage(failure) });
    }
  }

  if (current?.status === 'pending' || current?.status === 'approved') {
    return (
      <p className={current.status === 'approved' ? styles.ok : styles.notice} role="status">
        {current.status === 'approved' ? t('approved') : t('pending')}
      </p>
    );
  }
  const field = (name: string, label: string, type = 'text', value?: string) => (
    <div className={styles.field}>
      <label htmlFor={`licence-${name}`}>{label}</label>
      <input id={`licence-${name}`} name={name} type={type} defaultValue={value} aria-invalid={fields[name] ? true : undefined} />
      {fields[name] ? <p className={styles.error}>{fields[name]}</p> : null}
    </div>
  );
  return (
    <form method="post" encType="multipart/form-data" className={styles.form} onSubmit={save} noValidate>
      {current?.status === 'rejected' ? (
        <p className={styles.errorBox} role="alert">
          {t('rejected', { reason: current.rejection_reason ?? '' })}
        </p>
      ) : null}
      <p className={styles.muted}>{t('rules')}</p>
      <div className={styles.field}>
        <label htmlFor="licence-country">{t('country')}</label>
        <select id="licence-country" name="country" defaultValue={current?.country ?? 'UA'}>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {tv(`countries.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {field('serial_number', t('serial'), 'text', current?.serial_number)}
      <div className={styles.row}>
        {field('first_name', t('firstName'), 'text', current?.first_name ?? defaults.first_name)}
        {field('last_name', t('lastName'), 'text', current?.last_name ?? defaults.last_name)}
      </div>
      <div className={styles.row3}>
        {field('birth_date', t('birthDate'), 'date', current?.birth_date)}
        {field('issued_on', t('issuedOn'), 'date', current?.issued_on)}
        {field('expires_on', t('expiresOn'), 'date', current?.expires_on)}
      </div>
      <div className={styles.row3}>
        {LICENCE_SIDES.map((side) => (
          <div key={side} className={styles.field}>
            <label htmlFor={`licence-${side}`}>{t(side)}</label>
            {current?.photos[side] ? (
              // eslint-disable-next-line @next/next/no-img-element -- a private photo through the authorized route
              <img src={current.photos[side]} alt={t(side)} width={160} height={100} className={styles.thumb} />
            ) : null}
            <input id={`licence-${side}`} name={side} type="file" accept="image/jpeg,image/png,image/webp,image/avif" />
          </div>
        ))}
      </div>
      {fields.photos ? <p className={styles.error}>{fields.photos}</p> : null}
      {progress !== null ? (
        <div role="status">
          <progress max={100} value={progress} aria-label={t('uploading', { percent: progress })} /> {t('uploading', { percent: progress })}
        </div>
      ) : null}
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? styles.errorBox : styles.ok}>
          {message.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.secondary} disabled={progress !== null}>
          {t('save')}
        </button>
        {current ? (
          <button type="button" className={styles.primary} onClick={submit}>
            {t('submit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
