'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { CarReferences } from '@/lib/cars/car-options';
import type { TCarView } from '@/lib/cars/car-view';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { type CarFormValues, formValuesOf } from './form-values';
import { fieldLabel, type WizardT } from './labels';
import { StepContent } from './StepContent';
import { StepFrame } from './StepFrame';
import { StepIndicator } from './StepIndicator';
import { SubmittedPanel } from './SubmittedPanel';
import { completedSteps, stepResolver, useCarWizard, useProblemMessages } from './use-car-wizard';
import { WizardActionsContext } from './wizard-actions';
import { createWizardStore, useWizard, type WizardMode, WizardStoreContext } from './wizard-store';
import { EDIT_STEPS, WIZARD_STEPS, type WizardStep } from './wizard-steps';
import styles from './wizard.module.css';

type Props = {
  mode: WizardMode;
  car: TCarView | null;
  references: CarReferences;
  initialStep?: WizardStep;
  /** The owner is verified (legal_verification 2): the review offers "Submit". */
  canSubmit: boolean;
  /** What to do first when not verified (VerifyFirstNotice, rendered on the server). */
  verifyNotice?: ReactNode;
  /** Today in Kyiv (YYYY-MM-DD), for the date inputs' limits. */
  today: string;
};

/** The address of the car's wizard or edit page for a step, as the browser shows it (a reload comes back here). */
function addressOf(mode: WizardMode, car: TCarView | null, step: WizardStep, locale: Locale): string {
  if (mode === 'edit' && car) return href('car-edit-carslug', { locale, params: { carslug: car.slug }, query: { step } });
  return href('addingcar', { locale, query: { car: car?.id, step: car || step !== 'basics' ? step : undefined } });
}

/**
 * The listing wizard (`/addingcar`) and the car's edit forms (`/car-edit/{slug}`): the step list,
 * one step at a time, the whole car in one form. A new listing is created as a draft on its first
 * save and the address becomes `/addingcar?car={id}&step=…`, so a reload or a later visit resumes it.
 */
export function CarWizard({ mode, car, references, initialStep, canSubmit, verifyNotice, today }: Props) {
  const locale = useLocale() as Locale;
  const steps = mode === 'edit' ? EDIT_STEPS : WIZARD_STEPS;
  const [store] = useState(() => {
    const step = initialStep && (steps as readonly string[]).includes(initialStep) ? initialStep : 'basics';
    return createWizardStore({ mode, car, step, done: completedSteps(formValuesOf(car, locale), car, [step]) });
  });
  const { messagesOf } = useProblemMessages();
  const resolver = useMemo(() => stepResolver(store, messagesOf), [messagesOf, store]);
  // Checked only through `trigger` (useCarWizard): never on its own, never focusing a field (the summary takes focus).
  const methods = useForm<CarFormValues>({ defaultValues: formValuesOf(car, locale), resolver, mode: 'onSubmit', shouldFocusError: false });

  // An approved car's edit that would send it back to moderation is confirmed first.
  const [moderated, setModerated] = useState<{ fields: string[]; answer: (ok: boolean) => void } | null>(null);
  const confirmModerated = useCallback((fields: string[]) => new Promise<boolean>((answer) => setModerated({ fields, answer })), []);
  const onSaved = useCallback((saved: TCarView) => window.history.replaceState(window.history.state, '', addressOf(mode, saved, store.getState().step, locale)), [locale, mode, store]);
  const actions = useCarWizard({ form: methods, store, steps, locale, onSaved, confirmModerated });

  // The step is part of the address (replaced, not pushed: the browser's Back leaves the wizard).
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.step !== previous.step && (state.car || mode === 'create')) window.history.replaceState(window.history.state, '', addressOf(mode, state.car, state.step, locale));
      }),
    [locale, mode, store],
  );

  // Leaving with unsaved changes asks first.
  const { isDirty } = useFormState({ control: methods.control });
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <WizardStoreContext value={store}>
      <FormProvider {...methods}>
        <WizardActionsContext value={actions}>
          <WizardBody steps={steps} references={references} canSubmit={canSubmit} verifyNotice={verifyNotice} today={today} />
          <ModeratedDialog
            pending={moderated}
            onClose={(ok) => {
              moderated?.answer(ok);
              setModerated(null);
            }}
          />
        </WizardActionsContext>
      </FormProvider>
    </WizardStoreContext>
  );
}

function WizardBody({ steps, references, canSubmit, verifyNotice, today }: { steps: readonly WizardStep[]; references: CarReferences; canSubmit: boolean; verifyNotice?: ReactNode; today: string }) {
  const submitted = useWizard((state) => state.submitted);
  return (
    <div className={styles.layout}>
      <StepIndicator steps={steps} />
      <div className={styles.main}>
        {submitted ? (
          <SubmittedPanel />
        ) : (
          <StepFrame steps={steps} canSubmit={canSubmit} verifyNotice={verifyNotice}>
            <StepContent references={references} today={today} canSubmit={canSubmit} verifyNotice={verifyNotice} />
          </StepFrame>
        )}
      </div>
    </div>
  );
}

function ModeratedDialog({ pending, onClose }: { pending: { fields: string[] } | null; onClose: (ok: boolean) => void }) {
  const t = useTranslations('CarWizard');
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('moderated.title')}
      confirmLabel={t('moderated.confirm')}
      cancelLabel={t('moderated.cancel')}
      onConfirm={() => onClose(true)}
      onCancel={() => onClose(false)}
    >
      <p>{t('moderated.text')}</p>
      <ul>
        {pending?.fields.map((field) => (
          <li key={field}>{fieldLabel(field, t as unknown as WizardT)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
