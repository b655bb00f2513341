import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { VerificationStep } from '@/lib/verification/steps';
import styles from './verification-checklist.module.css';
import { type StepContacts, stepAction, stepText } from './VerificationChecklistText';

type Props = {
  /** The step that keeps the account from booking or listing (blockingStep). */
  step: VerificationStep;
  /** What waits for it: booking (renters) or adding and activating cars (hosts, companies). */
  purpose: 'book' | 'list';
  contacts: StepContacts;
  locale: Locale;
};

/**
 * "Verify first", saying why: which step is missing, in review or rejected (with the operator's
 * reason), and a link to that step on the verification page.
 */
export function VerifyFirstNotice({ step, purpose, contacts, locale }: Props) {
  const t = useTranslations('VerificationChecklist');
  const action = stepAction(t, step, contacts, locale);
  return (
    <div className={styles.notice} data-testid="verify-first" data-status={step.status}>
      <p className={styles.noticeText}>
        <strong>{t(`verifyFirst.${purpose}`)}</strong> {stepText(t, step, contacts)}
      </p>
      {step.status === 'rejected' && step.reason ? <p className={styles.reason}>{t('reason', { reason: step.reason })}</p> : null}
      {action ? (
        <a href={action.href} className={`${styles.action} ${styles.primary}`}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}
