'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { CarMapViewProps } from './CarMapView';
import styles from './car-page.module.css';

// Leaflet needs a browser; it loads only when the map comes near the screen, never before the page.
const CarMapView = dynamic(() => import('./CarMapView'), { ssr: false, loading: () => null });

/**
 * The map's place on the page: a box of fixed height (nothing moves when the map arrives) holding
 * the approximate area once it scrolls near; without JavaScript the box stays a plain panel and the
 * text beside it says where the car is.
 */
export function CarMap(props: CarMapViewProps & { placeholder: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    // Without an IntersectionObserver (not a browser) there is no map to draw.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className={styles.mapBox} data-map-loaded={near || undefined}>
      {/* Under the map, which covers it once drawn (tiles or not). */}
      <p className={styles.mapPlaceholder}>{props.placeholder}</p>
      {near ? <CarMapView lat={props.lat} lng={props.lng} labels={props.labels} /> : null}
    </div>
  );
}
