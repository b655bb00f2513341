'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LICENCE_SIDES, type LicenceSide } from '@/lib/verification/licence';
import type { TLicenceView } from '@/lib/verification/schemas';
import { ApiError, callApi } from '@/lib/api/client';
import { uploadApi } from '@/lib/api/upload';
import { endpoints } from '@/lib/api/endpoints';
import { addDays, addYears } from '@/lib/time/iso-date';
import { ADULT_AGE, DOCUMENT_YEARS } from '@/lib/validation/dates';
import { DateInput } from '@/components/forms/DateInput';
import { PhotoPicker } from '@/components/forms/PhotoPicker';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from './verification.module.css';

const COUNTRIES = ['UA', 'PL', 'DE', 'MD', 'RO', 'SK', 'HU', 'CZ', 'GB', 'US'] as const;

type Props = {
  licence: TLicenceView | null;
  /** Receives the licence as the server answered a save or a submit (its status included). */
  onLicence: (licence: TLicenceView | null) => void;
  defaults: { first_name: string; last_name: string };
  today: string;
};

/**
 * The driving licence step: details, typed dates and three photos sent in one multipart request
 * with a progress bar, then "submit for review". Server messages appear next to the fields they
 * concern; the licence the server answers with (and its status) is handed up to the step.
 */
export function LicenceForm({ licence, onLicence, defaults, today }: Props) {
  const t = useTranslations('Verification.licence');
  const tv = useTranslations('Verification');
  const tValidation = useTranslations('Validation');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // Each save shows the stored photos afresh (same address, new content).
  const [saves, setSaves] = useState(0);
  // The photos the pickers show: what is sent, whatever the file inputs hold after a cancelled pick.
  const picked = useRef<Partial<Record<LicenceSide, File | null>>>({});

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    // An impossible or out-of-range date is refused here, before three photos are uploaded.
    if (!element.checkValidity()) {
      element.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    const form = new FormData(element);
    form.set('lang', locale);
    for (const side of LICENCE_SIDES) {
      const file = picked.current[side];
      if (file) form.set(side, file);
      else if (file === null) form.delete(side);
    }
    setMessage(null);
    setProgress(0);
    setBusy(true);
    try {
      const { licence: saved } = await uploadApi(endpoints.licenceSave, form, { onProgress: setProgress });
      onLicence(saved);
      setSaves((count) => count + 1);
      picked.current = {};
      setFields({});
      const complete = saved !== null && LICENCE_SIDES.every((side) => saved.photos[side]);
      setMessage({ kind: 'ok', text: t(complete ? 'savedComplete' : 'saved') });
    } catch (failure) {
      setFields(failure instanceof ApiError ? failure.fields : {});
      setMessage({ kind: 'error', text: errorMessage(failure) });
    } finally {
      setProgress(null);
      setBusy(false);
    }
  }

  async function submit() {
    setBusy(true);
    setMessage(null);
    try {
      onLicence((await callApi(endpoints.licenceSubmit, { lang: locale })).licence);
    } catch (failure) {
      setFields(failure instanceof ApiError ? failure.fields : {});
      setMessage({ kind: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  if (licence?.status === 'pending' || licence?.status === 'approved') {
    return (
      <p className={licence.status === 'approved' ? styles.ok : styles.notice} role="status">
        {licence.status === 'approved' ? t('approved') : t('pending')}
      </p>
    );
  }
  const field = (name: string, label: string, value?: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`licence-${name}`}>{label}</label>
      <input
        id={`licence-${name}`}
        name={name}
        type="text"
        defaultValue={value}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `licence-${name}-error` : undefined}
        {...extra}
      />
      {fields[name] ? (
        <p id={`licence-${name}-error`} className={styles.error}>
          {fields[name]}
        </p>
      ) : null}
    </div>
  );
  const years = { back: addYears(today, -DOCUMENT_YEARS.back), ahead: addYears(today, DOCUMENT_YEARS.ahead) };
  return (
    <form method="post" encType="multipart/form-data" className={styles.form} onSubmit={save} noValidate>
      {licence?.status === 'rejected' ? (
        <p className={styles.errorBox} role="alert">
          {t('rejected', { reason: licence.rejection_reason ?? '' })}
        </p>
      ) : null}
      <p className={styles.muted}>{t('rules')}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="licence-country">{t('country')}</label>
          <select id="licence-country" name="country" defaultValue={licence?.country ?? 'UA'}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {tv(`countries.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {field('serial_number', t('serial'), licence?.serial_number, { autoCapitalize: 'characters', spellCheck: false })}
      </div>
      <div className={styles.row}>
        {field('first_name', t('firstName'), licence?.first_name ?? defaults.first_name, { autoComplete: 'given-name' })}
        {field('last_name', t('lastName'), licence?.last_name ?? defaults.last_name, { autoComplete: 'family-name' })}
      </div>
      <div className={styles.row3}>
        <DateInput
          name="birth_date"
          label={t('birthDate')}
          defaultValue={licence?.birth_date}
          today={today}
          // 18 to 120 years old (ZBirthDate); 21 to drive is checked on submit, with its own message.
          min={addDays(addYears(today, -(ADULT_AGE.max + 1)), 1)}
          max={addYears(today, -ADULT_AGE.min)}
          openTo={addYears(today, -30)}
          tooEarlyMessage={tValidation('birthDateAge', ADULT_AGE)}
          tooLateMessage={tValidation('birthDateAge', ADULT_AGE)}
          autoComplete="bday"
          error={fields.birth_date}
        />
        <DateInput
          name="issued_on"
          label={t('issuedOn')}
          defaultValue={licence?.issued_on}
          today={today}
          min={years.back}
          max={today}
          tooEarlyMessage={tValidation('dateTooOld', { years: DOCUMENT_YEARS.back })}
          tooLateMessage={tValidation('dateInFuture')}
          error={fields.issued_on}
        />
        <DateInput
          name="expires_on"
          label={t('expiresOn')}
          defaultValue={licence?.expires_on}
          today={today}
          min={years.back}
          max={years.ahead}
          tooEarlyMessage={tValidation('dateTooOld', { years: DOCUMENT_YEARS.back })}
          tooLateMessage={tValidation('dateTooFar', { years: DOCUMENT_YEARS.ahead })}
          error={fields.expires_on}
        />
      </div>
      <fieldset className={styles.photos}>
        <legend>{t('photos')}</legend>
        <div className={styles.row3}>
          {LICENCE_SIDES.map((side) => (
            <PhotoPicker
              key={`${side}-${saves}`}
              name={side}
              label={t(side)}
              savedUrl={licence?.photos[side] && saves ? `${licence.photos[side]}?v=${saves}` : licence?.photos[side]}
              onChange={(file) => {
                picked.current[side] = file;
              }}
              progress={progress}
              disabled={busy}
              error={fields[side]}
            />
          ))}
        </div>
        {fields.photos ? <p className={styles.error}>{fields.photos}</p> : null}
      </fieldset>
      {progress !== null ? (
        <div role="status" className={styles.progress}>
          <progress max={100} value={progress} aria-label={t('uploading', { percent: progress })} />
          <span>{t('uploading', { percent: progress })}</span>
        </div>
      ) : null}
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? styles.errorBox : styles.ok}>
          {message.text}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {/* Before the first save, saving is the one thing to do. */}
        <button type="submit" className={licence ? styles.secondary : styles.primary} disabled={busy}>
          {t('save')}
        </button>
        {licence ? (
          <button type="button" className={styles.primary} onClick={submit} disabled={busy}>
            {t('submit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
