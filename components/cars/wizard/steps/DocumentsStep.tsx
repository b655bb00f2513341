'use client';

import { useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';
import { DateInput } from '@/components/forms/DateInput';
import { CAR_LIMITS } from '@/lib/cars/car-fields';
import { OWNERSHIP } from '@/lib/cars/dictionary';
import { DOCUMENT_YEARS } from '@/lib/validation/dates';
import { addYears } from '@/lib/time/iso-date';
import { fieldId, SelectInput, TextInput, useFieldError } from '../fields';
import type { CarFormValues } from '../form-values';
import styles from '../wizard.module.css';
import { numberOptions } from './BasicsStep';

/** A registration date: typed the page language's way or picked on a calendar, today at the latest. */
function DateField({ name, label, hint, today }: { name: 'first_registration_date' | 'first_registration_ua_date'; label: string; hint?: string; today: string }) {
  const { control } = useFormContext<CarFormValues>();
  const error = useFieldError(name);
  return (
    <div id={fieldId(name)} className={styles.dateField}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateInput
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            min={addYears(today, -DOCUMENT_YEARS.back)}
            max={today}
            openTo={today}
            today={today}
            error={error}
            hint={hint}
          />
        )}
      />
    </div>
  );
}

/** Ownership as radio buttons: on what grounds the host has the car. */
function OwnershipField() {
  const t = useTranslations('CarWizard');
  const { register } = useFormContext<CarFormValues>();
  const error = useFieldError('ownership');
  const id = fieldId('ownership');
  return (
    <fieldset id={id} className={styles.choiceGroup} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.choiceLegend}>{t('fields.ownership')}</legend>
      <div className={styles.choiceGrid}>
        {OWNERSHIP.map((value) => (
          <label key={value} className={styles.choiceCard}>
            <input type="radio" value={value} {...register('ownership')} />
            <span>
              <span className={styles.choiceName}>{t(`ownership.${value}`)}</span>
              <span className={styles.choiceHint}>{t(`ownershipHint.${value}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Step 2, the documents: what the registration certificate says, checked by moderation. */
export function DocumentsStep({ today }: { today: string }) {
  const t = useTranslations('CarWizard');
  const year = Number(today.slice(0, 4));
  return (
    <>
      <div className={styles.grid}>
        <TextInput name="registration_number" label={t('fields.registration_number')} hint={t('hints.plate')} autoComplete="off" autoCapitalize="characters" spellCheck={false} className={styles.mono} />
        <div className={styles.pair}>
          <TextInput name="certificate_serial" label={t('fields.certificate_serial')} hint={t('hints.certificateSerial')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={10} />
          <TextInput name="certificate_number" label={t('fields.certificate_number')} hint={t('hints.certificateNumber')} inputMode="numeric" autoComplete="off" maxLength={20} />
        </div>
        <DateField name="first_registration_date" label={t('fields.first_registration_date')} today={today} />
        <DateField name="first_registration_ua_date" label={t('fields.first_registration_ua_date')} hint={t('hints.uaRegistration')} today={today} />
        <SelectInput name="manufacture_year" label={t('fields.manufacture_year')} placeholder={t('choose')} options={numberOptions(year, CAR_LIMITS.firstYear)} hint={t('hints.manufactureYear')} />
      </div>
      <OwnershipField />
      <div className={styles.grid}>
        <TextInput name="owner_first_name" label={t('fields.owner_first_name')} autoComplete="off" />
        <TextInput name="owner_last_name" label={t('fields.owner_last_name')} autoComplete="off" />
      </div>
    </>
  );
}
