'use client';

import 'leaflet/dist/leaflet.css';
import { divIcon, DomEvent, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { MAP_TILES } from '@/lib/maps/tiles';
import styles from '../wizard.module.css';

export type LatLng = { lat: number; lng: number };

export type LocationMapProps = {
  pin: LatLng | null;
  /** Where the map looks when there is no pin (the chosen city, or Ukraine). */
  center: LatLng & { zoom: number };
  onMove: (point: LatLng) => void;
  labels: { map: string; pin: string; zoomIn: string; zoomOut: string; attribution: string };
  /** Id of the text explaining how to move the pin (mouse, touch, arrow keys). */
  describedBy: string;
};

const PIN = divIcon({
  className: styles.pinIcon,
  html: '<svg viewBox="0 0 36 48" width="36" height="48" aria-hidden="true"><path d="M18 47s15-16.3 15-29A15 15 0 0 0 3 18c0 12.7 15 29 15 29z" fill="#0b5fff" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18" r="6" fill="#fff"/></svg>',
  iconSize: [36, 48],
  iconAnchor: [18, 46],
});

/** Degrees a press of an arrow key moves the pin north–south (about 20 m; ten times that with Shift). */
const KEY_STEP = 0.0002;

/** Follows the chosen city, and keeps a pin moved by hand in view. */
function Follow({ pin, center }: Pick<LocationMapProps, 'pin' | 'center'>) {
  const map = useMap();
  const last = useRef(center);
  useEffect(() => {
    if (last.current.lat === center.lat && last.current.lng === center.lng) return;
    last.current = center;
    map.setView(pin ?? center, pin ? Math.max(map.getZoom(), 13) : center.zoom);
  }, [center, map, pin]);
  useEffect(() => {
    if (pin && !map.getBounds().contains(pin)) map.panTo(pin);
  }, [map, pin]);
  return null;
}

/** The map's own element: named, described, and a click puts the pin where it was clicked. */
function MapSetup({ labels, describedBy, onMove }: Pick<LocationMapProps, 'labels' | 'describedBy' | 'onMove'>) {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'group');
    element.setAttribute('aria-label', labels.map);
    element.setAttribute('aria-describedby', describedBy);
  }, [describedBy, labels.map, map]);
  useMapEvents({ click: (event: LeafletMouseEvent) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** The pin: dragged with a mouse or a finger, or focused with Tab and moved with the arrow keys. */
function Pin({ pin, label, describedBy, onMove }: { pin: LatLng; label: string; describedBy: string; onMove: LocationMapProps['onMove'] }) {
  const marker = useRef<LeafletMarker>(null);
  const latest = useRef({ pin, onMove });
  useEffect(() => {
    latest.current = { pin, onMove };
  });
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.setAttribute('aria-describedby', describedBy);
    const onKey = (event: KeyboardEvent) => {
      const moves: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      const move = moves[event.key];
      if (!move) return;
      // The map would pan with the same keys.
      DomEvent.stop(event);
      const { pin: at } = latest.current;
      const step = KEY_STEP * (event.shiftKey ? 10 : 1);
      const lngStep = step / Math.max(Math.cos((at.lat * Math.PI) / 180), 0.2);
      latest.current.onMove({ lat: at.lat + move[0] * step, lng: at.lng + move[1] * lngStep });
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [describedBy, label]);
  return (
    <Marker
      ref={marker}
      position={pin}
      icon={PIN}
      draggable
      keyboard
      title={label}
      eventHandlers={{
        dragend: () => {
          const point = marker.current?.getLatLng();
          if (point) onMove({ lat: point.lat, lng: point.lng });
        },
      }}
    />
  );
}

/** The drop-off point on a map (react-leaflet), loaded only in the browser when the location step opens. */
export default function LocationMap({ pin, center, onMove, labels, describedBy }: LocationMapProps) {
  return (
    <MapContainer center={pin ?? center} zoom={pin ? 15 : center.zoom} zoomControl={false} className={styles.map} scrollWheelZoom={false}>
      <TileLayer url={MAP_TILES.url} attribution={labels.attribution} maxZoom={MAP_TILES.maxZoom} />
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <MapSetup labels={labels} describedBy={describedBy} onMove={onMove} />
      <Follow pin={pin} center={center} />
      {pin ? <Pin pin={pin} label={labels.pin} describedBy={describedBy} onMove={onMove} /> : null}
    </MapContainer>
  );
}
