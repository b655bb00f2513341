'use client';

import { useTranslations } from 'next-intl';
import { PhotoManager } from '../photos/PhotoManager';
import { useWizardActions } from '../wizard-actions';
import { useWizard } from '../wizard-store';
import styles from '../wizard.module.css';

/** Step 3, the photos: managed through their own calls, so the car must exist (a first save creates it). */
export function PhotosStep() {
  const car = useWizard((state) => state.car);
  const error = useWizard((state) => (state.attempted.includes('photos') ? state.photoError : null));
  const setCar = useWizard((state) => state.setCar);
  const setPhotoError = useWizard((state) => state.setPhotoError);
  const actions = useWizardActions();
  if (!car) return <NeedsDraft text="photos" onSave={() => void actions.persist(false)} />;
  return (
    <PhotoManager
      car={car}
      error={error}
      onCar={(saved) => {
        setCar(saved);
        // The rule's message follows the photos: gone once there are enough with a main one.
        if (error) setPhotoError(actions.photoMessage(saved.photos));
        actions.refresh();
      }}
    />
  );
}

/** A step that needs the stored car (photos, calendar) before the first save. */
export function NeedsDraft({ text, onSave }: { text: 'photos' | 'availability'; onSave: () => void }) {
  const t = useTranslations('CarWizard');
  const busy = useWizard((state) => state.status.kind === 'saving');
  return (
    <div className={styles.needsDraft}>
      <p>{t(`needsDraft.${text}`)}</p>
      <button type="button" className={styles.primaryButton} onClick={onSave} disabled={busy}>
        {t('needsDraft.save')}
      </button>
    </div>
  );
}
