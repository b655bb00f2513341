'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAR_PHOTO_WIDTHS } from '@/lib/cars/car-photos';
import { useAfterPageLoad } from '@/lib/hooks/use-after-page-load';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { imageUrl } from '@/lib/media/image-sizes';
import { imageSrcSet } from '@/lib/media/image-srcset';
import { heroImage } from '@/lib/site/hero-image';
import { GALLERY_SIZES } from './gallery-sizes';
import styles from './gallery.module.css';

export type GalleryPhoto = { file: string; width: number; height: number };

type Props = { photos: GalleryPhoto[]; title: string };

/**
 * The car's photos: a row of slides that scrolls and snaps sideways (a finger swipes it without any
 * script; thumbnails are links to each slide), every picture in a box of the same 3:2 shape so
 * nothing moves while they load. Once hydrated: previous/next buttons, arrow keys (and Home/End) on
 * the focused row, and thumbnails that move the row instead of the page. The first photo is the
 * page's largest paint: loaded at once with high priority. The others are next to it in the row, where
 * Chromium's lazy loading still fetches them at once, sharing a phone's connection with the first: they
 * join the page once it has loaded (or when the visitor turns to the gallery); without a script they
 * come from `<noscript>`.
 */
export function CarGallery({ photos, title }: Props) {
  const t = useTranslations('CarPage');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const ready = useHydrated();
  const [others, showOthers] = useAfterPageLoad();
  const count = photos.length;

  const go = useCallback(
    (next: number) => {
      const element = track.current;
      if (!element || !count) return;
      showOthers();
      const target = Math.max(0, Math.min(count - 1, next));
      // Instant, so the row is where the keys said by the next key press (a queued smooth scroll is not).
      element.scrollTo({ left: target * element.clientWidth, behavior: 'instant' as ScrollBehavior });
      setIndex(target);
    },
    [count, showOthers],
  );

  const showPosition = useCallback(() => {
    showOthers();
    const element = track.current;
    if (!element || !element.clientWidth) return;
    setIndex(Math.max(0, Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth))));
  }, [count, showOthers]);

  // A photo reached before the script ran (a swipe, a thumbnail's link, an address ending in
  // #car-photo-N): its slide gets its picture now, and the counter says which one it is.
  useEffect(() => {
    if ((track.current?.scrollLeft ?? 0) > 0 || /^#car-photo-\d+$/.test(window.location.hash)) showPosition();
  }, [showPosition]);

  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]!);
  }

  if (!count) {
    return (
      <div className={clsx(styles.gallery, styles.empty)}>
        <p>{t('gallery.none')}</p>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={t('gallery.label', { car: title })} onPointerOver={showOthers} onPointerDown={showOthers} onFocus={showOthers}>
      <div className={styles.stage}>
        <div ref={track} className={styles.track} tabIndex={0} role="group" aria-label={t('gallery.label', { car: title })} onScroll={showPosition} onKeyDown={onKeyDown}>
          {photos.map((photo, position) => {
            const sources = imageSrcSet(photo.file, { widths: CAR_PHOTO_WIDTHS, width: photo.width, sizes: GALLERY_SIZES });
            const first = position === 0;
            // Our own image pipeline's sizes (srcset); next/image would add a second one.
            // eslint-disable-next-line @next/next/no-img-element -- see above
            const image = <img {...sources} {...heroImage(first)} alt={t('photoAlt', { car: title, index: position + 1, count })} width={photo.width} height={photo.height} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding={first ? undefined : 'async'} />;
            return (
              <div key={photo.file} id={`car-photo-${position + 1}`} className={styles.slide} role="group" aria-roledescription="slide" aria-label={t('gallery.slide', { index: position + 1, count })}>
                {first || others ? image : <noscript>{image}</noscript>}
              </div>
            );
          })}
        </div>
        {ready && count > 1 ? (
          <>
            <button type="button" className={clsx(styles.arrow, styles.previous)} onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('gallery.previous')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button type="button" className={clsx(styles.arrow, styles.next)} onClick={() => go(index + 1)} disabled={index === count - 1} aria-label={t('gallery.next')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </>
        ) : null}
        <p className={styles.counter} aria-live="polite">
          <span className="visually-hidden">{t('gallery.slide', { index: index + 1, count })}</span>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
        </p>
      </div>
      {count > 1 ? (
        <nav className={styles.thumbs} aria-label={t('gallery.thumbnails')}>
          {photos.map((photo, position) => (
            <a
              key={photo.file}
              href={`#car-photo-${position + 1}`}
              className={styles.thumb}
              aria-current={position === index ? 'true' : undefined}
              aria-label={t('gallery.show', { index: position + 1 })}
              onClick={(event) => {
                event.preventDefault();
                go(position);
              }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a 100 px size of our own pipeline */}
              <img src={imageUrl(100, photo.file)} srcSet={`${imageUrl(100, photo.file)} 1x, ${imageUrl(200, photo.file)} 2x`} alt="" width={100} height={Math.round((100 * photo.height) / photo.width)} loading="lazy" decoding="async" />
            </a>
          ))}
        </nav>
      ) : null}
    </section>
  );
}
