'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TCatalogItem } from '@/lib/catalog/contracts';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { imageSrcSet } from '@/lib/media/image-srcset';
import styles from './map.module.css';

type Props = {
  ids: number[];
  locale: Locale;
  /** The search's dates (ISO), so the cards show the total the list shows. */
  period: { start: string; end: string } | null;
  /** What the list's links to a car carry (`start`, `end`), or null without dates. */
  carQuery: Record<string, string> | null;
  /** Opened from the keyboard: the first link takes the focus once the cards are in. */
  focusFirst: boolean;
  onClose: () => void;
  /** The content changed size (the cards came): the popup lays itself out and pans into view again. */
  onResize: () => void;
};

/**
 * What a marker pops up on the map: the car's card (photo, title, price per day, the total for
 * the dates, a link to its page carrying the dates, as the list's cards do), or the cards of a spot
 * several cars share. Escape closes it and gives the focus back to the marker.
 */
export function MapPopupCards({ ids, locale, period, carQuery, focusFirst, onClose, onResize }: Props) {
  const t = useTranslations('Catalog.map');
  const [state, setState] = useState<{ items: TCatalogItem[] } | 'loading' | 'error'>('loading');
  const first = useRef<HTMLAnchorElement>(null);
  const key = ids.join(',');
  const start = period?.start;
  const end = period?.end;

  useEffect(() => {
    const controller = new AbortController();
    callApi(endpoints.catalogCards, { ids: key.split(',').map(Number), ...(start && end ? { start, end } : {}), lang: locale }, { signal: controller.signal })
      .then((data) => setState({ items: data.items }))
      .catch(() => {
        if (!controller.signal.aborted) setState('error');
      });
    return () => controller.abort();
  }, [key, locale, start, end]);

  useEffect(() => {
    onResize();
    // After the popup has moved into view, so the focus does not scroll the page to where it was.
    if (focusFirst && typeof state === 'object') first.current?.focus({ preventScroll: true });
  }, [focusFirst, onResize, state]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const query = carQuery ? `?${new URLSearchParams(carQuery).toString()}` : '';
  const many = ids.length > 1;

  return (
    <div className={styles.popup} onKeyDown={onKeyDown} aria-live="polite" data-popup-cars={key}>
      {state === 'loading' ? <p className={styles.popupNote}>{t('cardLoading')}</p> : null}
      {state === 'error' ? <p className={styles.popupNote}>{t('cardFailed')}</p> : null}
      {typeof state === 'object' && state.items.length === 0 ? <p className={styles.popupNote}>{t('cardGone')}</p> : null}
      {typeof state === 'object' && state.items.length ? (
        <ul className={many ? styles.popupList : styles.popupOne}>
          {state.items.map((item, index) => {
            const photo = item.photo ? imageSrcSet(item.photo.file, { widths: many ? [100, 200] : [300, 500], width: item.photo.width, sizes: many ? '72px' : '260px' }) : null;
            return (
              <li key={item.id}>
                <a ref={index === 0 ? first : undefined} href={`${item.url}${query}`} className={styles.popupCard} data-car-link={item.id}>
                  <span className={styles.popupPhoto}>
                    {photo ? (
                      // Decorative: the title is the link's text. Sizes from our own image pipeline.
                      // eslint-disable-next-line @next/next/no-img-element -- see above
                      <img {...photo} alt="" width={item.photo!.width} height={item.photo!.height} loading="lazy" decoding="async" />
                    ) : (
                      <span className={styles.popupNoPhoto}>{t('noPhoto')}</span>
                    )}
                  </span>
                  <span className={styles.popupBody}>
                    <strong className={styles.popupTitle}>{item.title}</strong>
                    <span className={styles.popupPrice}>
                      <strong>{formatMoney(item.price_per_day, locale)}</strong> {t('perDay')}
                    </span>
                    {item.total !== null ? (
                      <span className={styles.popupTotal}>
                        {item.days && !item.hours ? t(item.calendar_days ? 'totalDates' : 'totalDays', { total: formatMoney(item.total, locale), days: item.days }) : t('total', { total: formatMoney(item.total, locale) })}
                      </span>
                    ) : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
