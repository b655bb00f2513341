'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { CarAction } from '@/lib/cars/car-list-state';
import { useAnnounce } from './CarListLive';
import styles from './car-list.module.css';

type Props = {
  carId: number;
  /** The car's name as the list shows it, for messages and the buttons' accessible names. */
  title: string;
  actions: CarAction[];
  /** "Continue" for a draft still being filled in, "Edit" otherwise. */
  editLabel: 'continue' | 'edit';
  /** Editing is the way on (a draft or rejected car that cannot be sent yet): shown as the main button. */
  editFirst: boolean;
  editHref: string;
  calendarHref: string;
};

type Change = 'submit' | 'activate' | 'deactivate' | 'delete';

const CALLS = {
  submit: endpoints.carSubmit,
  activate: endpoints.carActivate,
  deactivate: endpoints.carDeactivate,
  delete: endpoints.carDelete,
} as const;

/**
 * The owner's buttons on one car of the list: the step that moves it on (submit, switch on or off),
 * edit, calendar and delete (asked first). Each change goes through the API and then refreshes the
 * server-rendered list; a refusal shows the server's words under the buttons, and a submission
 * refused for missing fields lists what is missing.
 */
export function CarActions({ carId, title, actions, editLabel, editFirst, editHref, calendarHref }: Props) {
  const t = useTranslations('CarList');
  const locale = useLocale() as 'uk' | 'en';
  const router = useRouter();
  const announce = useAnnounce();
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState<Change | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<{ text: string; missing: string[] } | null>(null);

  async function change(action: Change) {
    setBusy(action);
    setError(null);
    try {
      await callApi(CALLS[action], { car_id: carId, lang: locale });
      setConfirming(false);
      // A submitted or deleted car loses these controls when the list refreshes: focus goes to the message.
      announce(t(`done.${action}`, { car: title }), { focus: action === 'submit' || action === 'delete' });
      router.refresh();
    } catch (failure) {
      setConfirming(false);
      const missing = failure instanceof ApiError && failure.code === 'validation_failed' ? [...new Set(Object.values(failure.fields))] : [];
      setError({ text: missing.length ? t('incomplete') : errorMessage(failure), missing });
    } finally {
      setBusy(null);
    }
  }

  const lead = actions.find((action): action is 'submit' | 'activate' | 'deactivate' => action === 'submit' || action === 'activate' || action === 'deactivate');
  return (
    <div className={styles.actionsBlock}>
      <div className={styles.actions}>
        {lead ? (
          <button
            type="button"
            className={clsx(styles.action, lead === 'deactivate' ? styles.secondary : styles.primary)}
            disabled={busy !== null}
            aria-busy={busy === lead}
            onClick={() => change(lead)}
          >
            {t(`actions.${lead}`)}
            <span className="visually-hidden">: {title}</span>
          </button>
        ) : null}
        {actions.includes('edit') ? (
          <a href={editHref} className={clsx(styles.action, editFirst && !lead && styles.primary)}>
            {t(`actions.${editLabel}`)}
            <span className="visually-hidden">: {title}</span>
          </a>
        ) : null}
        {actions.includes('calendar') ? (
          <a href={calendarHref} className={styles.action}>
            {t('actions.calendar')}
            <span className="visually-hidden">: {title}</span>
          </a>
        ) : null}
        {actions.includes('delete') ? (
          <button type="button" className={clsx(styles.action, styles.delete)} disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('actions.delete')}
            <span className="visually-hidden">: {title}</span>
          </button>
        ) : null}
      </div>
      {error ? (
        <div role="alert" className={styles.error}>
          <p>{error.text}</p>
          {error.missing.length ? (
            <ul>
              {error.missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('deleteConfirm.title', { car: title })}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('deleteConfirm.cancel')}
        busy={busy === 'delete'}
        busyLabel={t('deleteConfirm.busy')}
        onConfirm={() => change('delete')}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('deleteConfirm.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
