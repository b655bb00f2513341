'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { CAR_STEPS, ZCarDraft } from '@/lib/cars/car-schema';
import { MODERATED_FIELDS, type TCarView } from '@/lib/cars/car-view';
import type { FieldMessage } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { stepsOf, toFieldErrors } from './field-errors';
import { bodyOf, type CarFormValues, formValuesOf, isBlankRow } from './form-values';
import { draftProblems, photoProblems, type Problems, stepProblems } from './step-validation';
import type { WizardStore } from './wizard-store';
import { FORM_STEPS, type FormStep, isFormStep, type WizardStep } from './wizard-steps';

/** The inputs of a form step, as react-hook-form names them (its lists and groups whole). */
export const stepFields = (step: FormStep) => [...CAR_STEPS[step]] as (keyof CarFormValues)[];

/** Whether a stored car may go below its recorded mileage: only a draft that was never sent. */
export const mileageFloorOf = (car: TCarView | null) => (car && car.status !== 'draft' ? car.mileage : null);

/**
 * The steps complete now: each form step's check passes, the photos are enough, the calendar has
 * been seen (it starts with usable hours, nothing to fill in), the car has been sent.
 */
export function completedSteps(values: CarFormValues, car: TCarView | null, visited: readonly WizardStep[] = []): WizardStep[] {
  const done: WizardStep[] = FORM_STEPS.filter((step) => !Object.keys(stepProblems(step, values, { mileageFloor: mileageFloorOf(car) })).length);
  if (car && !Object.keys(photoProblems(car.photos)).length) done.push('photos');
  if (car && (visited.includes('availability') || car.status !== 'draft')) done.push('availability');
  if (car && (car.status === 'pending' || car.status === 'approved')) done.push('review');
  return done;
}

/** The moderated fields (docs/cars.md) whose saved value would change, on a car whose form parses. */
export function changedModeratedFields(values: CarFormValues, car: TCarView): string[] {
  const parsed = ZCarDraft.safeParse(bodyOf(values));
  if (!parsed.success) return [];
  const next = parsed.data as Record<string, unknown>;
  const now = car as unknown as Record<string, unknown>;
  return MODERATED_FIELDS.filter((field) => JSON.stringify(next[field] ?? null) !== JSON.stringify(now[field] ?? null));
}

/**
 * The words for the check's findings: the `Validation` message of each key (the server's words
 * too), and for coordinates typed as words a hint of the wizard's own.
 */
export function useProblemMessages() {
  const tv = useTranslations('Validation');
  const t = useTranslations('CarWizard');
  return useMemo(() => {
    const translate = (message: FieldMessage) => (tv.has(message.key as never) ? tv(message.key as never, message.params as never) : tv('fallback')) as string;
    const messagesOf = (problems: Problems) =>
      Object.fromEntries(
        Object.entries(problems).map(([path, message]) => [path, (path === 'lat' || path === 'lng') && message.key === 'invalidType' ? t('coordinateNumber') : translate(message)]),
      );
    return { translate, messagesOf };
  }, [t, tv]);
}

type Options = {
  form: UseFormReturn<CarFormValues>;
  store: WizardStore;
  steps: readonly WizardStep[];
  locale: Locale;
  /** After a save: the address to show for the car (a new draft's, a renamed car's). */
  onSaved: (car: TCarView) => void;
  /** Asked before a save that would send an approved car back to moderation; resolves with the owner's answer. */
  confirmModerated: (fields: string[]) => Promise<boolean>;
};

/**
 * The wizard's behaviour: checking a step (errors only after its first attempt, then kept current
 * as the owner types), saving the whole form (a draft is created on the first save and updated
 * after), refusals shown at their fields on their steps, and the submission.
 */
export function useCarWizard({ form, store, steps, locale, onSaved, confirmModerated }: Options) {
  const errorMessage = useApiErrorMessage();
  const inFlight = useRef<Promise<TCarView | null> | null>(null);

  const { translate, messagesOf } = useProblemMessages();

  /** Shows refusals at their fields, marks their steps, and opens the first of them (focus on its summary). */
  const showRefusals = useCallback(
    (messages: Record<string, string>) => {
      store.getState().setRefusals(messages);
      const photo = Object.entries(messages).find(([path]) => path === 'photos' || path.startsWith('photos.'));
      if (photo) store.getState().setPhotoError(photo[1]);
      const marked = stepsOf(Object.keys(messages));
      for (const step of marked) store.getState().attempt(step);
      const first = steps.find((step) => marked.has(step));
      if (!first) return false;
      if (first === store.getState().step) store.getState().requestFocus('summary');
      else store.getState().goTo(first, 'summary');
      return true;
    },
    [steps, store],
  );

  /** The photos' rule as the owner reads it, or null when they are enough with one main. */
  const photoMessage = useCallback(
    (photos: TCarView['photos']) => {
      const problem = Object.values(photoProblems(photos))[0];
      return problem ? translate(problem) : null;
    },
    [translate],
  );

  const refresh = useCallback(() => {
    const { car, visited } = store.getState();
    store.getState().setDone(completedSteps(form.getValues(), car, visited));
  }, [form, store]);

  /** Runs the step checks of `which` (marking them attempted): true when all pass; otherwise opens the first failing step's summary. */
  const checkSteps = useCallback(
    async (which: readonly WizardStep[]) => {
      const state = store.getState();
      const formSteps = which.filter(isFormStep);
      for (const step of which) state.attempt(step);
      const failed: WizardStep[] = [];
      if (formSteps.length && !(await form.trigger(formSteps.flatMap(stepFields)))) {
        const errors = form.formState.errors as Record<string, unknown>;
        failed.push(...formSteps.filter((step) => stepFields(step).some((field) => errors[field])));
      }
      if (which.includes('photos')) {
        const problem = photoMessage(state.car?.photos ?? []);
        state.setPhotoError(problem);
        if (problem) failed.push('photos');
      }
      const first = steps.find((step) => failed.includes(step));
      if (!first) return true;
      if (first === store.getState().step) store.getState().requestFocus('summary');
      else store.getState().goTo(first, 'summary');
      return false;
    },
    [form, photoMessage, steps, store],
  );

  /**
   * Saves the whole form: created on the first save, updated after (with the car's id). `check`
   * runs the current step's check first (Next, an edit's Save); a draft check always runs, so
   * nothing the server would refuse is sent. Concurrent calls share one save.
   */
  const persist = useCallback(
    (check: boolean): Promise<TCarView | null> => {
      if (inFlight.current) return inFlight.current;
      const run = async (): Promise<TCarView | null> => {
        const state = store.getState();
        state.setFormError(null);
        // Rows left wholly empty are dropped first (unless they are all there is), so the server's
        // `discounts.N` points at the row on screen.
        const rows = form.getValues('discounts');
        const filled = rows.filter((row) => !isBlankRow(row));
        if (filled.length && filled.length !== rows.length) form.setValue('discounts', filled);
        if (check && !(await checkSteps([state.step]))) return null;
        const car = state.car;
        const floor = mileageFloorOf(car);
        const problems = draftProblems(form.getValues(), { mileageFloor: floor });
        if (Object.keys(problems).length) {
          showRefusals(messagesOf(problems));
          return null;
        }
        if (car?.status === 'approved') {
          const changed = changedModeratedFields(form.getValues(), car);
          if (changed.length && !(await confirmModerated(changed))) return null;
        }
        state.setStatus({ kind: 'saving' });
        try {
          const body = { ...bodyOf(form.getValues()), lang: locale };
          const { car: saved } = car ? await callApi(endpoints.carUpdate, { ...body, car_id: car.id }) : await callApi(endpoints.carCreate, body);
          store.getState().setCar(saved);
          store.getState().setRefusals({});
          form.reset(formValuesOf(saved, locale));
          store.getState().setStatus({ kind: 'saved', at: Date.now() });
          refresh();
          onSaved(saved);
          return saved;
        } catch (error) {
          const fields = error instanceof ApiError ? error.fields : {};
          const shown = Object.keys(fields).length ? showRefusals(fields) : false;
          store.getState().setStatus({ kind: 'error', message: errorMessage(error) });
          if (!shown) store.getState().setFormError(errorMessage(error));
          return null;
        }
      };
      inFlight.current = run().finally(() => {
        inFlight.current = null;
      });
      return inFlight.current;
    },
    [checkSteps, confirmModerated, errorMessage, form, locale, messagesOf, onSaved, refresh, showRefusals, store],
  );

  const goTo = useCallback(
    (step: WizardStep) => {
      store.getState().goTo(step);
      refresh();
    },
    [refresh, store],
  );

  const next = useCallback(async () => {
    const { step } = store.getState();
    const index = steps.indexOf(step);
    const following = steps[index + 1];
    if (isFormStep(step)) {
      if (!(await persist(true))) return;
    } else if (step === 'photos' && !(await checkSteps(['photos']))) return;
    if (following) goTo(following);
  }, [checkSteps, goTo, persist, steps, store]);

  const back = useCallback(() => {
    const index = steps.indexOf(store.getState().step);
    if (index > 0) goTo(steps[index - 1]!);
  }, [goTo, steps, store]);

  /** The review's button: saves, checks every step here first (the same messages), then sends the car to moderation. */
  const submit = useCallback(async () => {
    const car = await persist(false);
    if (!car) return;
    if (!(await checkSteps(steps.filter((step) => isFormStep(step) || step === 'photos')))) return;
    store.getState().setStatus({ kind: 'saving' });
    try {
      const { car: sent } = await callApi(endpoints.carSubmit, { car_id: car.id, lang: locale });
      store.getState().setStatus({ kind: 'idle' });
      store.getState().setSubmitted(sent);
      refresh();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const shown = Object.keys(fields).length ? showRefusals(fields) : false;
      store.getState().setStatus({ kind: 'error', message: errorMessage(error) });
      if (!shown) store.getState().setFormError(errorMessage(error));
    }
  }, [checkSteps, errorMessage, locale, persist, refresh, showRefusals, steps, store]);

  // After an attempt, the step's messages follow the owner's typing; a refusal leaves its field once the field changes.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (!name || type !== 'change') return;
      store.getState().clearRefusal(name);
      const { step, attempted } = store.getState();
      if (isFormStep(step) && attempted.includes(step)) void form.trigger(stepFields(step));
    });
    return () => subscription.unsubscribe();
  }, [form, store]);

  return useMemo(() => ({ persist, next, back, goTo, submit, refresh, messagesOf, photoMessage }), [persist, next, back, goTo, submit, refresh, messagesOf, photoMessage]);
}

export type WizardActions = ReturnType<typeof useCarWizard>;

/**
 * The form's resolver: for the steps react-hook-form asks about (`names`), the step checks of those
 * the owner has attempted; nothing before an attempt, so no message appears while filling in.
 */
export function stepResolver(store: WizardStore, messagesOf: (problems: Problems) => Record<string, string>): Resolver<CarFormValues> {
  return async (values, _context, options) => {
    const { attempted, car } = store.getState();
    const asked = options.names ? stepsOf(options.names.map(String)) : new Set<WizardStep>(FORM_STEPS);
    const problems: Problems = {};
    for (const step of FORM_STEPS) {
      if (asked.has(step) && attempted.includes(step)) Object.assign(problems, stepProblems(step, values, { mileageFloor: mileageFloorOf(car) }));
    }
    const messages = messagesOf(problems);
    return Object.keys(messages).length ? { values: {}, errors: toFieldErrors(messages) } : { values, errors: {} };
  };
}

