'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { endpoints } from '@/lib/api/endpoints';
import { REPORT_REASONS, ZReportRequest } from '@/lib/accounts/schemas';
import { FormError, SubmitButton } from '@/components/forms/Field';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { useApiForm } from '@/components/forms/use-api-form';
import styles from '@/components/forms/forms.module.css';
import profileStyles from './profile.module.css';

/** A report on a user (spec §9 reasons); the reason is required ("Please select an option"). */
export function ReportForm({ userId }: { userId: number }) {
  const t = useTranslations('Profile.report');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZReportRequest,
    endpoint: endpoints.reportCreate,
    locale,
    defaultValues: { user_id: userId, comment: '' },
    onSuccess: () => setSent(true),
  });
  const { setFocus } = form;
  // Opening moves the keyboard to the first choice; cancelling brings it back to the opener.
  useEffect(() => {
    if (open) setFocus('reason');
    else if (returnFocus.current) opener.current?.focus();
    returnFocus.current = false;
  }, [open, setFocus]);
  if (sent) {
    return (
      <p className={styles.success} role="status">
        {t('sent')}
      </p>
    );
  }
  if (!open) {
    return (
      <button ref={opener} type="button" className={styles.secondary} onClick={() => setOpen(true)}>
        {t('button')}
      </button>
    );
  }
  const cancel = () => {
    returnFocus.current = true;
    form.reset();
    setOpen(false);
  };
  return (
    <form method="post" className={`${styles.form} ${profileStyles.reportCard}`} onSubmit={onSubmit} noValidate aria-labelledby="report-title">
      <h2 id="report-title" className={profileStyles.reportTitle}>
        {t('title')}
      </h2>
      <RadioGroupField
        control={form.control}
        name="reason"
        legend={t('reason')}
        options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
      />
      <div className={styles.field}>
        <label htmlFor="report-comment">{t('comment')}</label>
        <textarea id="report-comment" rows={3} maxLength={255} {...form.register('comment')} />
      </div>
      <FormError message={formError} />
      <div className={styles.actions}>
        <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
        <button type="button" className={styles.secondary} onClick={cancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
