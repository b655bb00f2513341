import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { isVerified, type Role } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { openSteps, type StepStatus, type VerificationState, verificationSteps } from '@/lib/verification/steps';
import { type StepContacts, stepAction, stepText } from './VerificationChecklistText';
import styles from './verification-checklist.module.css';

type Props = {
  state: VerificationState;
  contacts: StepContacts;
  locale: Locale;
};

function StepIcon({ status, number }: { status: StepStatus; number: number }) {
  if (status === 'done') {
    return (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (status === 'pending') {
    return (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    );
  }
  if (status === 'rejected') return <span aria-hidden="true">!</span>;
  return <span aria-hidden="true">{number}</span>;
}

/**
 * The account's verification steps (e-mail, phone, and the licence for renters or the owner's or
 * company's details for hosts and companies), each done, to do, a draft, under review or rejected
 * with the operator's reason; every step not done links to its place on /user-verification.
 */
export function VerificationChecklist({ state, contacts, locale }: Props) {
  const t = useTranslations('VerificationChecklist');
  const steps = verificationSteps(state);
  const done = steps.filter((step) => step.status === 'done').length;
  const actionable = openSteps(steps);
  const open = actionable.length;
  // One call to action stands out: the first step the person can take now.
  const next = actionable[0]?.key;
  const verified = isVerified(state) && done === steps.length;
  const role = String(state.role) as `${Role}`;
  // A new account (nothing done or sent yet, as right after sign-up) is greeted with what comes next.
  const welcome = steps.every((step) => step.status === 'todo');
  const summary = verified ? t(`verified.${role}`) : open > 0 ? t('left', { count: open }) : t('waiting');
  return (
    <section className={clsx(styles.card, welcome && styles.welcome, verified && styles.complete)} aria-labelledby="verification-checklist-title" data-testid="verification-checklist">
      <div className={styles.head}>
        <h2 id="verification-checklist-title" className={styles.title}>
          {welcome ? t('welcomeTitle') : t('title')}
        </h2>
        {verified ? null : <p className={styles.lead}>{t(`lead.${role}`)}</p>}
        <div className={styles.progressRow}>
          <p className={styles.summary}>{summary}</p>
          <p className={styles.count}>{t('progress', { done, total: steps.length })}</p>
        </div>
        <div className={styles.bar} aria-hidden="true">
          <span style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </div>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const action = stepAction(t, step, contacts, locale);
          return (
            <li key={step.key} className={styles.step} data-status={step.status} data-step={step.key}>
              <span className={styles.icon}>
                <StepIcon status={step.status} number={index + 1} />
              </span>
              <div className={styles.body}>
                <h3 className={styles.stepTitle}>
                  {t(`steps.${step.key}.title`)}
                  <span className={styles.status}>{t(`status.${step.status}`)}</span>
                </h3>
                <p className={styles.text}>{stepText(t, step, contacts)}</p>
                {step.status === 'rejected' && step.reason ? <p className={styles.reason}>{t('reason', { reason: step.reason })}</p> : null}
              </div>
              {action ? (
                <a href={action.href} className={clsx(styles.action, step.key === next && styles.primary)}>
                  {action.label}
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
