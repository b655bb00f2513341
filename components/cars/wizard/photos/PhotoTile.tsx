'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { TCarPhotoView } from '@/lib/cars/car-view';
import { CAR_PHOTO_WIDTHS } from '@/lib/cars/car-photos';
import { imageSrcSet } from '@/lib/media/image-srcset';
import styles from './photos.module.css';

type Props = {
  photo: TCarPhotoView;
  index: number;
  total: number;
  busy: boolean;
  onMain: () => void;
  onDelete: () => void;
};

/**
 * One stored photo in the sortable grid: the picture, "Main" or a button to make it so, delete,
 * and a handle to move it — dragged with a mouse or a finger, or with the keyboard (Space or Enter
 * to lift it, arrow keys to move, Space or Enter to drop, Escape to put it back).
 */
export function PhotoTile({ photo, index, total, busy, onMain, onDelete }: Props) {
  const t = useTranslations('CarWizard.photos');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    attributes: { roleDescription: t('sortable') },
  });
  const sources = imageSrcSet(photo.file, { widths: CAR_PHOTO_WIDTHS.slice(0, 2), width: photo.width, sizes: '(min-width: 1024px) 240px, 45vw' });
  const name = t('photoName', { number: index + 1, total });
  return (
    <li
      ref={setNodeRef}
      className={clsx(styles.tile, photo.is_main && styles.tileMain, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-photo-id={photo.id}
      data-index={index}
    >
      <div className={styles.thumb}>
        {/* eslint-disable-next-line @next/next/no-img-element -- sized by our image pipeline (srcset) */}
        <img {...sources} alt={photo.is_main ? t('altMain', { number: index + 1, total }) : t('alt', { number: index + 1, total })} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
        {photo.is_main ? <span className={styles.mainBadge}>{t('main')}</span> : null}
        <span className={styles.position} aria-hidden="true">
          {index + 1}
        </span>
        <button ref={setActivatorNodeRef} type="button" className={styles.handle} {...attributes} {...listeners} aria-label={t('move', { name })} disabled={busy}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
      </div>
      <div className={styles.tileActions}>
        {photo.is_main ? (
          <span className={styles.mainNote}>{t('isMain')}</span>
        ) : (
          <button type="button" className={styles.textButton} onClick={onMain} disabled={busy} aria-label={t('makeMainLabel', { name })}>
            {t('makeMain')}
          </button>
        )}
        <button type="button" className={styles.deleteButton} onClick={onDelete} disabled={busy} aria-label={t('deleteLabel', { name })}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
          </svg>
        </button>
      </div>
    </li>
  );
}
