'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { ZSettingsUpdateRequest } from '@/lib/accounts/schemas';
import { FormError, SubmitButton } from '@/components/forms/Field';
import { SwitchField } from '@/components/forms/SwitchField';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/**
 * /settings: what we may send. Each switch says what it turns on; the notification switches show
 * the stored opt-outs (`notify_*_opt_out`) inverted, so "on" means "send me".
 */
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
      <div>
        <SwitchField control={form.control} name="notify_email_opt_out" inverted label={t('emailNotifications')} hint={t('emailNotificationsHint')} />
        <SwitchField control={form.control} name="notify_phone_opt_out" inverted label={t('phoneNotifications')} hint={t('phoneNotificationsHint')} />
        <SwitchField control={form.control} name="newsletter" label={t('newsletter')} hint={t('newsletterHint')} />
      </div>
      <p className={styles.hint}>{t('alwaysSent')}</p>
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
