'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { uploadApi } from '@/lib/api/upload';
import type { TCarView } from '@/lib/cars/car-view';

export type Upload = {
  key: string;
  file: File;
  /** An object URL of the file, shown while it uploads (revoked once it is no longer shown). */
  preview: string;
  progress: number;
  state: 'queued' | 'uploading' | 'failed';
  error?: string;
};

type Options = { carId: number; locale: string; onCar: (car: TCarView) => void; errorMessage: (error: unknown) => string };

let counter = 0;

/**
 * Photos sent one call each, one after another, so each shows its own progress (the upload call
 * takes several, but a bar per photo is what the owner watches) and they keep the order picked.
 * A failed one stays with its message, to be tried again or dropped.
 */
export function usePhotoUploads(options: Options) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // One upload at a time: each waits for the one before it.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const previews = useRef(new Map<string, string>());

  const update = useCallback((key: string, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))), []);

  const drop = useCallback((key: string) => {
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    setUploads((list) => list.filter((upload) => upload.key !== key));
  }, []);

  const enqueue = useCallback(
    (upload: Pick<Upload, 'key' | 'file'>) => {
      chain.current = chain.current.then(async () => {
        // Dropped while it waited.
        if (!previews.current.has(upload.key)) return;
        update(upload.key, { state: 'uploading', progress: 0, error: undefined });
        const form = new FormData();
        form.set('car_id', String(latest.current.carId));
        form.set('lang', latest.current.locale);
        form.append('photos', upload.file, upload.file.name);
        try {
          const { car } = await uploadApi(endpoints.carPhotosUpload, form, { onProgress: (progress) => update(upload.key, { progress }) });
          latest.current.onCar(car);
          drop(upload.key);
        } catch (error) {
          update(upload.key, { state: 'failed', error: latest.current.errorMessage(error) });
        }
      });
    },
    [drop, update],
  );

  // Previews still shown when the step closes are let go.
  useEffect(() => {
    const shown = previews.current;
    return () => shown.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: `upload-${++counter}`, file, preview: URL.createObjectURL(file), progress: 0, state: 'queued' as const }));
      for (const upload of added) previews.current.set(upload.key, upload.preview);
      setUploads((list) => [...list, ...added]);
      added.forEach(enqueue);
    },
    [enqueue],
  );

  const retry = useCallback(
    (key: string) => {
      const upload = uploads.find((entry) => entry.key === key);
      if (!upload) return;
      update(key, { state: 'queued', error: undefined, progress: 0 });
      enqueue(upload);
    },
    [enqueue, update, uploads],
  );

  return { uploads, add, retry, drop };
}
