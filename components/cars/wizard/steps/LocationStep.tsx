'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CarCityOption } from '@/lib/cars/car-options';
import { SelectInput, TextInput } from '../fields';
import { type CarFormValues, coordinateOf } from '../form-values';
import styles from '../wizard.module.css';
import type { LatLng } from './LocationMap';

// Leaflet needs the browser: the map is loaded there, when this step opens.
const LocationMap = dynamic(() => import('./LocationMap'), { ssr: false, loading: () => <div className={styles.mapLoading} aria-hidden="true" /> });

/** Ukraine as a whole, for a form with no city yet. */
const UKRAINE = { lat: 48.6, lng: 31.3, zoom: 5 };

/** Six decimals: about 10 cm, more than any address needs. */
const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** Step 4, the location: the city, the address renters see, and the exact pick-up point on the map. */
export function LocationStep({ cities }: { cities: readonly CarCityOption[] }) {
  const t = useTranslations('CarWizard');
  const hintId = useId();
  const { control, setValue } = useFormContext<CarFormValues>();
  const [cityId, latText, lngText] = useWatch({ control, name: ['city_id', 'lat', 'lng'] });
  const city = cities.find((entry) => entry.id === cityId);
  const lat = coordinateOf(latText);
  const lng = coordinateOf(lngText);
  const pin = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  const center = useMemo(() => (city ? { lat: city.lat, lng: city.lng, zoom: 12 } : UKRAINE), [city]);

  const move = useCallback(
    (point: LatLng) => {
      setValue('lat', coordinate(point.lat), { shouldDirty: true });
      setValue('lng', coordinate(point.lng), { shouldDirty: true });
    },
    [setValue],
  );

  return (
    <>
      <div className={styles.grid}>
        <SelectInput
          name="city_id"
          label={t('fields.city_id')}
          placeholder={t('choose')}
          numeric
          options={cities.map((entry) => ({ value: entry.id, label: entry.name }))}
          // A new city puts the pin at its centre, to be moved to the exact spot.
          onPicked={(value) => {
            const picked = cities.find((entry) => entry.id === Number(value));
            if (picked) move(picked);
          }}
        />
        <TextInput name="address" label={t('fields.address')} hint={t('hints.address')} autoComplete="street-address" />
      </div>
      <div className={styles.mapBlock}>
        <p id={hintId} className={styles.hint}>
          {pin ? t('map.hint') : t('map.hintEmpty')}
        </p>
        <LocationMap
          pin={pin}
          center={center}
          onMove={move}
          describedBy={hintId}
          labels={{ map: t('map.label'), pin: t('map.pin'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: `<a href="https://www.openstreetmap.org/copyright">© ${t('map.osmContributors')}</a>` }}
        />
      </div>
      <div className={styles.grid}>
        <TextInput name="lat" label={t('fields.lat')} hint={t('hints.lat')} inputMode="decimal" autoComplete="off" />
        <TextInput name="lng" label={t('fields.lng')} hint={t('hints.lng')} inputMode="decimal" autoComplete="off" />
      </div>
    </>
  );
}
