'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { AREA_RADIUS_M } from '@/lib/maps/approximate-area';
import { MAP_TILES } from '@/lib/maps/tiles';
import styles from './car-page.module.css';

export type CarMapLabels = { map: string; zoomIn: string; zoomOut: string; attribution: string };

export type CarMapViewProps = { lat: number; lng: number; labels: CarMapLabels };

/** Names the map for assistive technology (Leaflet makes its container focusable for panning). */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'group');
    element.setAttribute('aria-label', label);
  }, [label, map]);
  return null;
}

/** The approximate place on a map (react-leaflet, loaded in the browser only): a circle, never a pin. */
export default function CarMapView({ lat, lng, labels }: CarMapViewProps) {
  return (
    <MapContainer center={[lat, lng]} zoom={13} zoomControl={false} scrollWheelZoom={false} className={styles.map}>
      <TileLayer url={MAP_TILES.url} attribution={labels.attribution} maxZoom={MAP_TILES.maxZoom} />
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <MapName label={labels.map} />
      <Circle center={[lat, lng]} radius={AREA_RADIUS_M} pathOptions={{ color: '#0b5fff', weight: 2, fillColor: '#0b5fff', fillOpacity: 0.16, className: styles.area }} />
    </MapContainer>
  );
}
