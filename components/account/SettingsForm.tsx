'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { ZSettingsUpdateRequest } from '@/lib/accounts/schemas';
import { CheckboxField, FormError, SubmitButton } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** /settings: newsletter and the phone and e-mail notification opt-outs. */
export function SettingsForm({ initial }: { initial: { newsletter: boolean; notify_phone_opt_out: boolean; notify_email_opt_out: boolean } }) {
  const t = useTranslations('Settings');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  const [saved, setSaved] = useState(false);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZSettingsUpdateRequest,
    endpoint: endpoints.settingsUpdate,
    locale,
    defaultValues: initial,
    onSuccess: () => setSaved(true),
  });
  return (
    <form method="post" className={styles.form} onSubmit={(event) => (setSaved(false), onSubmit(event))} noValidate>
      <CheckboxField label={t('newsletter')} registration={form.register('newsletter')} />
      <CheckboxField label={t('phoneOptOut')} registration={form.register('notify_phone_opt_out')} />
      <CheckboxField label={t('emailOptOut')} registration={form.register('notify_email_opt_out')} />
      <FormError message={formError} />
      {saved ? (
        <p className={styles.success} role="status">
          {tf('saved')}
        </p>
      ) : null}
      <SubmitButton busy={submitting}>{t('save')}</SubmitButton>
    </form>
  );
}
