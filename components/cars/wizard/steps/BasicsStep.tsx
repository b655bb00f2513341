'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { CAR_LIMITS } from '@/lib/cars/car-fields';
import type { CarReferences } from '@/lib/cars/car-options';
import { FUEL_TYPES, GEARBOXES } from '@/lib/cars/dictionary';
import { CheckInput, SelectInput, TextInput } from '../fields';
import type { CarFormValues } from '../form-values';
import styles from '../wizard.module.css';

/** Whole numbers from `from` to `to` (either way round) as select options. */
export const numberOptions = (from: number, to: number) => {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => {
    const value = String(from + index * step);
    return { value, label: value };
  });
};

/** Dictionary entries in the list's order, named as the site dictionary names them (the key when it has no name). */
export function dictionaryOptions(keys: readonly string[], entries: readonly { key: string; name: string }[]) {
  return keys.map((key) => ({ value: key, label: entries.find((entry) => entry.key === key)?.name ?? key }));
}

/** Step 1, the car: what renters search by and see first. */
export function BasicsStep({ references, today }: { references: CarReferences; today: string }) {
  const t = useTranslations('CarWizard');
  const { control, setValue } = useFormContext<CarFormValues>();
  const brandId = useWatch({ control, name: 'brand_id' });
  const fuel = useWatch({ control, name: 'fuel_type' });
  const models = references.brands.find((brand) => brand.id === brandId)?.models ?? [];
  const year = Number(today.slice(0, 4));
  const electric = fuel === 'electric';

  return (
    <>
      <div className={styles.grid}>
        <SelectInput
          name="brand_id"
          label={t('fields.brand_id')}
          placeholder={t('choose')}
          numeric
          options={references.brands.map((brand) => ({ value: brand.id, label: brand.name }))}
          onPicked={() => setValue('model_id', '', { shouldDirty: true })}
        />
        <SelectInput
          name="model_id"
          label={t('fields.model_id')}
          placeholder={brandId ? t('choose') : t('chooseBrandFirst')}
          numeric
          disabled={!brandId}
          options={models.map((model) => ({ value: model.id, label: model.name }))}
        />
        <SelectInput name="year" label={t('fields.year')} placeholder={t('choose')} options={numberOptions(year + 1, CAR_LIMITS.firstYear)} hint={t('hints.year')} />
        <TextInput name="vin" label={t('fields.vin')} hint={t('hints.vin')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={24} className={styles.mono} />
        <TextInput name="mileage" label={t('fields.mileage')} hint={t('hints.mileage')} inputMode="numeric" autoComplete="off" />
        <TextInput name="color" label={t('fields.color')} hint={t('hints.color')} autoComplete="off" />
        <SelectInput name="gearbox" label={t('fields.gearbox')} placeholder={t('choose')} options={dictionaryOptions(GEARBOXES, references.gearboxes)} />
        <SelectInput name="fuel_type" label={t('fields.fuel_type')} placeholder={t('choose')} options={dictionaryOptions(FUEL_TYPES, references.fuelTypes)} />
        <TextInput name="engine_capacity" label={t('fields.engine_capacity')} hint={electric ? t('hints.engineElectric') : t('hints.engine')} inputMode="decimal" autoComplete="off" />
        <TextInput name="fuel_consumption" label={electric ? t('fields.fuel_consumption_electric') : t('fields.fuel_consumption')} hint={t('hints.consumption')} inputMode="decimal" autoComplete="off" />
        <SelectInput name="doors" label={t('fields.doors')} placeholder={t('choose')} options={numberOptions(CAR_LIMITS.doors.min, CAR_LIMITS.doors.max)} />
        <SelectInput name="seats" label={t('fields.seats')} placeholder={t('choose')} options={numberOptions(CAR_LIMITS.seats.min, CAR_LIMITS.seats.max)} />
      </div>
      <CheckInput name="is_taxi" label={t('fields.is_taxi')} hint={t('hints.taxi')} />
    </>
  );
}
