'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { TApiUser } from '@/lib/accounts/api-user';
import { namesLocked } from '@/lib/accounts/names-locked';
import { endpoints } from '@/lib/api/endpoints';
import { LANGUAGE_LEVELS, PROFILE_LANGUAGES, ZProfileUpdateRequest } from '@/lib/accounts/schemas';
import { FormError, PhoneField, SubmitButton, TextField } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** /cabinetedit: name, phone, city and spoken languages with their level (the e-mail has its own form). */
export function ProfileForm({ user, cities }: { user: TApiUser; cities: { id: number; name: string }[] }) {
  const t = useTranslations('Cabinet');
  const ta = useTranslations('Auth');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  const [saved, setSaved] = useState(false);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZProfileUpdateRequest,
    endpoint: endpoints.profileUpdate,
    locale,
    defaultValues: {
      first_name: user.name,
      last_name: user.last_name,
      phone: user.phone?.replace(/^\+38/, '') ?? '',
      city_id: user.city?.id ?? null,
      languages: user.languages as { code: (typeof PROFILE_LANGUAGES)[number]; level: (typeof LANGUAGE_LEVELS)[number] }[],
    },
    onSuccess: () => setSaved(true),
  });
  // The name on a checked licence or owner identity changes only through support (a new check).
  const locked = namesLocked(user);
  const lockedHint = locked ? t('nameLocked') : undefined;
  const languages = useFieldArray({ control: form.control, name: 'languages' });
  const errors = form.formState.errors;
  return (
    <form method="post" className={styles.form} onSubmit={(event) => (setSaved(false), onSubmit(event))} noValidate>
      <div className={styles.row}>
        <TextField label={ta('fields.firstName')} autoComplete="given-name" readOnly={locked} hint={lockedHint} registration={form.register('first_name')} error={errors.first_name?.message} />
        <TextField label={ta('fields.lastName')} autoComplete="family-name" readOnly={locked} hint={lockedHint} registration={form.register('last_name')} error={errors.last_name?.message} />
      </div>
      <PhoneField label={ta('fields.phone')} registration={form.register('phone')} error={errors.phone?.message} />
      <div className={styles.field}>
        <label htmlFor="profile-city">{t('city')}</label>
        <select
          id="profile-city"
          {...form.register('city_id', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}
          aria-invalid={errors.city_id ? true : undefined}
        >
          <option value="">{t('cityPlaceholder')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {errors.city_id ? <p className={styles.error}>{errors.city_id.message}</p> : null}
      </div>
      <fieldset className={clsx(styles.form, styles.plainFieldset)}>
        <legend className={styles.groupLegend}>{t('languages')}</legend>
        {languages.fields.map((field, index) => (
          <div key={field.id} className={styles.languageRow}>
            <div className={styles.field}>
              <label htmlFor={`language-${index}`}>{t('language')}</label>
              <select id={`language-${index}`} {...form.register(`languages.${index}.code`)}>
                {PROFILE_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`languageNames.${code}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`level-${index}`}>{t('level')}</label>
              <select id={`level-${index}`} {...form.register(`languages.${index}.level`)}>
                {LANGUAGE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`levels.${level}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={styles.iconButton} onClick={() => languages.remove(index)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('removeLanguage', { language: t(`languageNames.${field.code ?? 'en'}`) })}</span>
            </button>
          </div>
        ))}
        {errors.languages?.message ? <p className={styles.error}>{errors.languages.message}</p> : null}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => languages.append({ code: PROFILE_LANGUAGES.find((code) => !form.getValues('languages')?.some((l) => l.code === code)) ?? 'en', level: 'conversational' })}
          disabled={languages.fields.length >= 10}
        >
          + {t('addLanguage')}
        </button>
      </fieldset>
      <FormError message={formError} />
      {saved ? (
        <p className={styles.success} role="status">
          {tf('saved')}
        </p>
      ) : null}
      <SubmitButton busy={submitting}>{tf('save')}</SubmitButton>
    </form>
  );
}
