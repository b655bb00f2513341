'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { stepOfField } from '@/lib/cars/car-schema';
import { ErrorSummary } from './ErrorSummary';
import { flattenErrors, inReadingOrder } from './field-errors';
import type { CarFormValues } from './form-values';
import { useWizardActions } from './wizard-actions';
import { useWizard } from './wizard-store';
import { DISPLAY_ORDER, isFormStep, type WizardStep } from './wizard-steps';
import styles from './wizard.module.css';

/** The messages of the open step, in reading order: its checks after an attempt, refusals, the photos' own rule. */
function useStepMessages(step: WizardStep): { path: string; message: string }[] {
  const { control } = useFormContext<CarFormValues>();
  const { errors } = useFormState({ control });
  const attempted = useWizard((state) => state.attempted.includes(step));
  const refusals = useWizard((state) => state.refusals);
  const photoError = useWizard((state) => state.photoError);
  const found = new Map<string, string>();
  if (attempted && isFormStep(step)) for (const { path, message } of flattenErrors(errors)) if (stepOfField(path) === step) found.set(path, message);
  for (const [path, message] of Object.entries(refusals)) if (stepOfField(path) === step && !found.has(path)) found.set(path, message);
  if (step === 'photos' && attempted && photoError && !found.has('photos')) found.set('photos', photoError);
  return inReadingOrder([...found].map(([path, message]) => ({ path, message })), DISPLAY_ORDER[step]);
}

/** "Draft saved at 14:32", "Saving…", or why the last save failed; announced politely. */
function SaveStatus() {
  const t = useTranslations('CarWizard');
  const format = useFormatter();
  const status = useWizard((state) => state.status);
  const mode = useWizard((state) => state.mode);
  const text =
    status.kind === 'saving'
      ? t('status.saving')
      : status.kind === 'saved'
        ? t(mode === 'edit' ? 'status.savedEdit' : 'status.saved', { time: format.dateTime(status.at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Kyiv' }) })
        : '';
  return (
    <p className={styles.status} role="status" data-kind={status.kind}>
      {text}
    </p>
  );
}

type Props = { steps: readonly WizardStep[]; canSubmit: boolean; verifyNotice?: ReactNode; children: ReactNode };

/**
 * One step on screen: "Step 2 of 7", its heading (focused when the step opens), the error summary
 * (focused after a refused attempt), the step's fields, and the buttons — Back, Save draft, Next
 * (Submit on the review) in the wizard; Save on an edited car's form steps.
 */
export function StepFrame({ steps, canSubmit, children }: Props) {
  const t = useTranslations('CarWizard');
  const actions = useWizardActions();
  const step = useWizard((state) => state.step);
  const mode = useWizard((state) => state.mode);
  const focus = useWizard((state) => state.focus);
  const formError = useWizard((state) => state.formError);
  const busy = useWizard((state) => state.status.kind === 'saving');
  const messages = useStepMessages(step);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const index = steps.indexOf(step);
  const isLast = index === steps.length - 1;

  useEffect(() => {
    if (!focus) return;
    const target = focus.target === 'summary' ? (summary.current ?? heading.current) : heading.current;
    target?.focus();
  }, [focus]);

  const onPrimary = () => {
    if (mode === 'edit') void actions.persist(true);
    else if (step === 'review') void actions.submit();
    else void actions.next();
  };
  const form = isFormStep(step);
  const primaryLabel = mode === 'edit' ? t('actions.save') : step === 'review' ? t('actions.submit') : t('actions.next');
  // An edited car's photos and calendar save as they change; the wizard's review submits only for a verified owner.
  const showPrimary = mode === 'edit' ? form : step !== 'review' || canSubmit;

  const buttons = (
    <div className={styles.actionBar}>
      <SaveStatus />
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {mode === 'create' && index > 0 ? (
          <button type="button" className={styles.backButton} onClick={actions.back}>
            <span aria-hidden="true">←</span> {t('actions.back')}
          </button>
        ) : null}
        <span className={styles.spacer} />
        {mode === 'create' ? (
          <button type="button" className={styles.ghostButton} onClick={() => void actions.persist(false)} disabled={busy}>
            {t('actions.saveDraft')}
          </button>
        ) : null}
        {showPrimary ? (
          <button type={form ? 'submit' : 'button'} className={styles.primaryButton} onClick={form ? undefined : onPrimary} disabled={busy} aria-busy={busy}>
            {primaryLabel}
            {mode === 'create' && !isLast ? <span aria-hidden="true"> →</span> : null}
          </button>
        ) : null}
      </div>
    </div>
  );

  const body = (
    <>
      {messages.length ? <ErrorSummary ref={summary} items={messages} /> : null}
      <div className={styles.stepBody}>{children}</div>
      {buttons}
    </>
  );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.stepHead}>
        <p className={styles.stepCount}>{t('stepCount', { current: index + 1, total: steps.length })}</p>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {t(`steps.${step}.title`)}
        </h2>
        <p className={styles.stepLead}>{t(mode === 'edit' ? `steps.${step}.leadEdit` : `steps.${step}.lead`)}</p>
      </header>
      {form ? (
        <form
          noValidate
          className={styles.form}
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            onPrimary();
          }}
        >
          {body}
        </form>
      ) : (
        <div className={styles.form}>{body}</div>
      )}
    </section>
  );
}
