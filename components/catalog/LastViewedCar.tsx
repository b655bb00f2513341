'use client';

import { useEffect } from 'react';
import { recallLastViewed, rememberLastViewed } from '@/lib/catalog/last-viewed';

const here = () => window.location.pathname + window.location.search;

/**
 * The list's half of spec §2's last-viewed car: a car opened from this list (its card, or any link
 * marked `data-car-link`, such as the map's popup) is remembered with the list's URL; coming back
 * to the same list brings that card into view and gives it the focus, so a keyboard user also
 * carries on from where they were.
 */
export function LastViewedCar() {
  useEffect(() => {
    function bringBack() {
      const last = recallLastViewed();
      const card = last && last.list === here() ? document.querySelector<HTMLElement>(`#results [data-car-id="${last.id}"]`) : null;
      if (!card) return;
      card.setAttribute('data-last-viewed', '');
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('a[data-car-link]')?.focus({ preventScroll: true });
    }
    // A page restored from the back-forward cache runs no effect: its pageshow says so.
    const onShow = (event: PageTransitionEvent) => event.persisted && bringBack();
    bringBack();

    function onOpen(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-car-link]') : null;
      const id = Number(link?.dataset.carLink);
      if (Number.isSafeInteger(id) && id > 0) rememberLastViewed({ id, list: here() });
    }
    // Capture, and the middle button too: a car opened in a new tab was still looked at from here.
    document.addEventListener('click', onOpen, true);
    document.addEventListener('auxclick', onOpen, true);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('click', onOpen, true);
      document.removeEventListener('auxclick', onOpen, true);
    };
  }, []);
  return null;
}
