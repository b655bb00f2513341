'use client';

import { type FocusEvent, type PointerEvent, type ReactNode, useEffect, useRef } from 'react';
import { useMapHighlight } from '@/lib/catalog/map-store';
import styles from './map.module.css';

/** The car of the card an event happened in (`data-car-id` of ResultCard), or null. */
function carOf(target: EventTarget | null): number | null {
  const card = target instanceof Element ? target.closest<HTMLElement>('[data-car-id]') : null;
  const id = card ? Number(card.dataset.carId) : NaN;
  return Number.isInteger(id) ? id : null;
}

/**
 * Ties the server-rendered cards to the map without making the list a client component: one
 * delegated listener tells the map which card the pointer or focus is on, and the cards the map
 * points at get `data-map-active` (styled here). Without JavaScript it is a plain wrapper.
 */
export function CardHoverSync({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const setListCar = useMapHighlight((state) => state.setListCar);
  const mapCars = useMapHighlight((state) => state.mapCars);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    for (const card of element.querySelectorAll<HTMLElement>('[data-car-id]')) {
      card.toggleAttribute('data-map-active', mapCars.includes(Number(card.dataset.carId)));
    }
  }, [mapCars]);

  // Leaving the page (or the list re-rendering without this wrapper) lets go of the marker.
  useEffect(() => () => setListCar(null), [setListCar]);

  const over = (event: PointerEvent | FocusEvent) => setListCar(carOf(event.target));
  const out = (event: PointerEvent | FocusEvent) => {
    // Moving within one card (photo → title) keeps it lit.
    if (carOf(event.relatedTarget) !== carOf(event.target)) setListCar(carOf(event.relatedTarget));
  };

  return (
    <div ref={box} className={styles.sync} onPointerOver={over} onPointerOut={out} onFocus={over} onBlur={out}>
      {children}
    </div>
  );
}
