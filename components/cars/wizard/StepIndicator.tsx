'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { CAR_STEPS } from '@/lib/cars/car-schema';
import { stepsOf } from './field-errors';
import type { CarFormValues } from './form-values';
import { useWizardActions } from './wizard-actions';
import { useWizard } from './wizard-store';
import { isFormStep, type WizardStep } from './wizard-steps';
import styles from './wizard.module.css';

type StepState = 'current' | 'invalid' | 'done' | 'todo';

/** The steps a failed check or a refusal left with messages (only after an attempt, like the messages themselves). */
function useInvalidSteps(): Set<WizardStep> {
  const { control } = useFormContext<CarFormValues>();
  const { errors } = useFormState({ control });
  const attempted = useWizard((state) => state.attempted);
  const refusals = useWizard((state) => state.refusals);
  const photoError = useWizard((state) => state.photoError);
  const invalid = stepsOf(Object.keys(refusals));
  for (const step of attempted) {
    if (isFormStep(step) && CAR_STEPS[step].some((field) => (errors as Record<string, unknown>)[field])) invalid.add(step);
  }
  if (photoError && attempted.includes('photos')) invalid.add('photos');
  return invalid;
}

/**
 * The list of steps: each one's name and state (done, with errors, current), a button to open it.
 * A column beside the form from 1024 px, a row of numbered steps above it on smaller screens.
 */
export function StepIndicator({ steps }: { steps: readonly WizardStep[] }) {
  const t = useTranslations('CarWizard');
  const actions = useWizardActions();
  const current = useWizard((state) => state.step);
  const done = useWizard((state) => state.done);
  const invalid = useInvalidSteps();
  const list = useRef<HTMLOListElement>(null);

  // On a narrow screen the row scrolls so the current step is in view.
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const row = list.current;
    if (!item || !row || row.scrollWidth <= row.clientWidth) return;
    const offset = item.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollTo({ left: offset - (row.clientWidth - item.offsetWidth) / 2, behavior: 'smooth' });
  }, [current]);

  const stateOf = (step: WizardStep): StepState => (step === current ? 'current' : invalid.has(step) ? 'invalid' : done.includes(step) ? 'done' : 'todo');
  const index = steps.indexOf(current);

  return (
    <nav className={styles.stepper} aria-label={t('stepsLabel')}>
      <p className={styles.stepperProgress} aria-hidden="true">
        {t('stepCount', { current: index + 1, total: steps.length })}
      </p>
      <ol ref={list} className={styles.stepList}>
        {steps.map((step, position) => {
          const state = stateOf(step);
          const marker = step === current && invalid.has(step) ? 'invalid' : state;
          return (
            <li key={step} className={clsx(styles.stepItem, styles[`step_${marker}`])}>
              <button type="button" className={styles.stepButton} onClick={() => actions.goTo(step)} aria-current={step === current ? 'step' : undefined}>
                <span className={styles.stepBullet} aria-hidden="true">
                  {marker === 'done' ? (
                    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                      <path d="M5 12.5 10 17.5 19 7" />
                    </svg>
                  ) : marker === 'invalid' ? (
                    '!'
                  ) : (
                    position + 1
                  )}
                </span>
                <span className={styles.stepText}>
                  <span className={styles.stepName}>{t(`steps.${step}.short`)}</span>
                  <span className={styles.stepState}>{t(`stepState.${step === current ? (invalid.has(step) ? 'currentInvalid' : 'current') : state}`)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
