'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { useQueueDecision } from './ModerationQueue';
import styles from './car-queue.module.css';

const REASON_MAX = 255;

/**
 * An operator's decision on a car awaiting moderation: approve, or reject with a reason the owner
 * reads (in the e-mail and in "My cars"; at most 255 characters). A missing reason is pointed out
 * only once "Reject" was pressed, before any request; the server's refusal (another operator
 * decided first, or the owner changed the car since the page was loaded) is shown as it says it.
 */
export function CarDecision({ carId, title, updatedAt }: { carId: number; title: string; /** The version the operator is looking at: a car changed since is refused (`car_changed`), never decided unseen. */ updatedAt: string }) {
  const t = useTranslations('AdminCars.decision');
  const locale = useLocale() as 'uk' | 'en';
  const errorMessage = useApiErrorMessage();
  const decided = useQueueDecision();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approved' | 'rejected' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: 'approved' | 'rejected') {
    const why = reason.trim();
    if (decision === 'rejected' && !why) {
      setError(t('reasonRequired'));
      input.current?.focus();
      return;
    }
    setBusy(decision);
    setError(null);
    try {
      const { car } = await callApi(endpoints.carDecision, { car_id: carId, decision, reason: decision === 'rejected' ? why : undefined, updated_at: updatedAt, lang: locale });
      // An approved car stays off when its owner's verification has lapsed since submission.
      decided(carId, t(decision === 'rejected' ? 'rejected' : car.active ? 'approved' : 'approvedOff', { car: title }));
    } catch (failure) {
      setBusy(null);
      setError(errorMessage(failure, 'reason'));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void decide('rejected');
  }

  return (
    <form className={styles.decision} onSubmit={onSubmit} noValidate>
      <label htmlFor={reasonId}>{t('reason')}</label>
      <p id={hintId} className={styles.hint}>
        {t('hint', { max: REASON_MAX })}
      </p>
      <textarea
        ref={input}
        id={reasonId}
        name="reason"
        rows={3}
        value={reason}
        maxLength={REASON_MAX}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (error && event.target.value.trim()) setError(null);
        }}
      />
      <p className={styles.counter} aria-hidden="true">
        {`${reason.length}/${REASON_MAX}`}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.approve} disabled={busy !== null} aria-busy={busy === 'approved'} onClick={() => decide('approved')}>
          {t('approve')}
        </button>
        <button type="submit" className={styles.reject} disabled={busy !== null} aria-busy={busy === 'rejected'}>
          {t('reject')}
        </button>
      </div>
    </form>
  );
}
