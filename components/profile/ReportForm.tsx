'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { REPORT_REASONS, ZReportRequest } from '@/lib/accounts/schemas';
import { FormError, SubmitButton } from '@/components/forms/Field';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';

/** A report on a user (spec §9 reasons); the reason is required ("Please select an option"). */
export function ReportForm({ userId }: { userId: number }) {
  const t = useTranslations('Profile.report');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZReportRequest,
    endpoint: endpoints.reportCreate,
    locale,
    defaultValues: { user_id: userId, reason: undefined as unknown as 1, comment: '' },
    onSuccess: () => setSent(true),
  });
  if (sent) return <p className={styles.success} role="status">{t('sent')}</p>;
  if (!open) {
    return (
      <button type="button" className={styles.reveal} style={{ position: 'static', transform: 'none', minHeight: 44 }} onClick={() => setOpen(true)}>
        {t('button')}
      </button>
    );
  }
  const error = form.formState.errors.reason?.message;
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('title')}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-invalid={error ? true : undefined} aria-describedby={error ? 'report-reason-error' : undefined}>
        <legend style={{ fontWeight: 700, marginBottom: 8 }}>{t('reason')}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className={styles.check} style={{ minHeight: 36 }}>
            <input type="radio" value={reason} {...form.register('reason', { setValueAs: (value: string) => (value ? Number(value) : undefined) })} />
            <span>{t(`reasons.${reason}`)}</span>
          </label>
        ))}
        {error ? <p id="report-reason-error" className={styles.error}>{error}</p> : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="report-comment">{t('comment')}</label>
        <textarea id="report-comment" rows={3} maxLength={255} {...form.register('comment')} style={{ font: 'inherit', padding: 12, borderRadius: 10, border: '1px solid #c9ced8' }} />
      </div>
      <FormError message={formError} />
      <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
    </form>
  );
}
