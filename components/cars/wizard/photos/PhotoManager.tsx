'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import clsx from 'clsx';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { CAR_LIMITS } from '@/lib/cars/car-fields';
import type { TCarView } from '@/lib/cars/car-view';
import { MAX_PHOTO_BYTES, megabytes, PHOTO_TYPES, photoProblem } from '@/lib/media/photo-files';
import { fieldId } from '../fields';
import { PhotoTile } from './PhotoTile';
import styles from './photos.module.css';
import { usePhotoUploads } from './use-photo-uploads';

type Props = {
  car: TCarView;
  onCar: (car: TCarView) => void;
  /** The message of the photos' rule after an attempt ("Add at least 4 photos"). */
  error?: string | null;
};

/**
 * The car's photos: add several at once (each uploads with its own progress), put them in order
 * by dragging or with the keyboard (announced in the page's language), choose the main one,
 * delete. Each change is saved at once through its own call. On an approved car, adding or
 * deleting a photo sends it back to moderation: the owner is asked first.
 */
export function PhotoManager({ car, onCar, error }: Props) {
  const t = useTranslations('CarWizard.photos');
  const tp = useTranslations('Forms.photo');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const errorMessage = useApiErrorMessage();
  const inputId = fieldId('photos');
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [order, setOrder] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ title: string; text: string; confirmLabel: string; action: () => void } | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const uploaded = (saved: TCarView) => {
    onCar(saved);
    setNotice({ kind: 'ok', text: t('uploaded', { count: saved.photos.length }) });
  };
  const { uploads, add, retry, drop } = usePhotoUploads({ carId: car.id, locale, onCar: uploaded, errorMessage });

  const approved = car.status === 'approved';
  const photos = order ? order.map((id) => car.photos.find((photo) => photo.id === id)!).filter(Boolean) : car.photos;
  const room = CAR_LIMITS.photos.max - car.photos.length - uploads.filter((upload) => upload.state !== 'failed').length;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  /** Runs a call that answers with the car; its failure is said next to the photos. */
  async function change(call: () => Promise<{ car: TCarView }>, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      const { car: saved } = await call();
      onCar(saved);
      setNotice({ kind: 'ok', text: done });
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
      setOrder(null);
    }
  }

  /** On an approved car, a change of the set of photos is confirmed first (it goes back to moderation). */
  const guarded = (action: () => void, title: string, text: string) => (approved ? setConfirm({ title, text, confirmLabel: t('addConfirm'), action }) : action());

  function pick(files: File[]) {
    const problems: string[] = [];
    const fine = files.filter((file) => {
      const problem = photoProblem(file, { types: PHOTO_TYPES, maxBytes: MAX_PHOTO_BYTES });
      if (problem?.key === 'wrongType') problems.push(tp('wrongType', { name: file.name }));
      if (problem?.key === 'tooLarge') problems.push(tp('tooLarge', { name: file.name, size: format.number(megabytes(file.size)), max: format.number(megabytes(MAX_PHOTO_BYTES)) }));
      return !problem;
    });
    const taken = fine.slice(0, Math.max(room, 0));
    if (fine.length > taken.length) problems.push(t('tooMany', { max: CAR_LIMITS.photos.max, count: fine.length - taken.length }));
    setRejected(problems);
    if (taken.length) guarded(() => add(taken), t('confirmTitle'), t('confirmAdd'));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = photos.map((photo) => photo.id);
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setOrder(next);
    void change(() => callApi(endpoints.carPhotosReorder, { car_id: car.id, photo_ids: next, lang: locale }), t('reordered'));
  }

  const position = (id: unknown) => photos.findIndex((photo) => photo.id === Number(id)) + 1;
  const total = photos.length;
  const count = car.photos.length;

  return (
    <div className={styles.manager}>
      <div
        className={clsx(styles.dropzone, dragOver && styles.dropzoneOver, room <= 0 && styles.dropzoneFull)}
        onDragOver={(event) => {
          if (room <= 0 || !event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(event) => {
          if (!event.dataTransfer.files.length) return;
          event.preventDefault();
          setDragOver(false);
          pick([...event.dataTransfer.files]);
        }}
      >
        <svg aria-hidden="true" width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-8 8" />
        </svg>
        <p className={styles.dropTitle}>{t('dropTitle')}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className={clsx('visually-hidden', styles.fileInput)}
          aria-describedby={[error ? `${inputId}-error` : null, hintId].filter(Boolean).join(' ')}
          disabled={room <= 0}
          onChange={(event) => {
            pick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={styles.chooseButton}>
          {t('choose')}
        </label>
        <p id={hintId} className={styles.dropHint}>
          {t('hint', { max: format.number(megabytes(MAX_PHOTO_BYTES)), min: CAR_LIMITS.photos.min, limit: CAR_LIMITS.photos.max })}
        </p>
      </div>

      <div className={styles.progressLine}>
        <p className={clsx(styles.count, count >= CAR_LIMITS.photos.min && styles.countDone)}>
          {count >= CAR_LIMITS.photos.min ? t('countEnough', { count }) : t('countNeeded', { count, missing: CAR_LIMITS.photos.min - count })}
        </p>
        <div className={styles.meter} aria-hidden="true">
          {Array.from({ length: CAR_LIMITS.photos.min }, (_, index) => (
            <span key={index} className={clsx(styles.meterStep, index < count && styles.meterStepOn)} />
          ))}
        </div>
      </div>

      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {rejected.length ? (
        <ul className={styles.rejected} role="alert">
          {rejected.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}

      {photos.length || uploads.length ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('instructions') },
            announcements: {
              onDragStart: ({ active }) => t('announce.start', { position: position(active.id), total }),
              onDragOver: ({ active, over }) => (over ? t('announce.over', { from: position(active.id), position: position(over.id), total }) : t('announce.outside')),
              onDragEnd: ({ active, over }) => (over ? t('announce.end', { from: position(active.id), position: position(over.id), total }) : t('announce.cancel', { position: position(active.id) })),
              onDragCancel: ({ active }) => t('announce.cancel', { position: position(active.id) }),
            },
          }}
        >
          <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
            <ul className={styles.grid} aria-label={t('listLabel', { count: total })}>
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  index={index}
                  total={total}
                  busy={busy}
                  onMain={() => void change(() => callApi(endpoints.carPhotoMain, { car_id: car.id, photo_id: photo.id, lang: locale }), t('mainChosen', { number: index + 1 }))}
                  onDelete={() =>
                    setConfirm({
                      title: t('deleteTitle'),
                      text: approved ? `${t('deleteText')} ${t('confirmDelete')}` : t('deleteText'),
                      confirmLabel: t('deleteConfirm'),
                      action: () => void change(() => callApi(endpoints.carPhotoDelete, { car_id: car.id, photo_id: photo.id, lang: locale }), t('deleted')),
                    })
                  }
                />
              ))}
              {uploads.map((upload) => (
                <li key={upload.key} className={clsx(styles.tile, styles.uploadTile, upload.state === 'failed' && styles.uploadFailed)}>
                  <div className={styles.thumb}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL) */}
                    <img src={upload.preview} alt={t('uploadAlt', { name: upload.file.name })} />
                    {upload.state !== 'failed' ? (
                      <span className={styles.uploadShade}>
                        <progress max={100} value={upload.progress} aria-label={t('uploading', { name: upload.file.name, percent: upload.progress })} />
                        <span aria-hidden="true">{upload.state === 'queued' ? t('queued') : `${upload.progress}%`}</span>
                      </span>
                    ) : null}
                  </div>
                  {upload.state === 'failed' ? (
                    <div className={styles.uploadError}>
                      <p role="alert">{upload.error}</p>
                      <div className={styles.tileActions}>
                        <button type="button" className={styles.textButton} onClick={() => retry(upload.key)}>
                          {t('retry')}
                        </button>
                        <button type="button" className={styles.textButton} onClick={() => drop(upload.key)}>
                          {t('dismiss')}
                        </button>
                      </div>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}

      <p className="visually-hidden" role="status">
        {notice?.kind === 'ok' ? notice.text : ''}
      </p>
      {notice?.kind === 'error' ? (
        <p className={styles.error} role="alert">
          {notice.text}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.confirmLabel ?? ''}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          confirm?.action();
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      >
        <p>{confirm?.text}</p>
      </ConfirmDialog>
    </div>
  );
}
