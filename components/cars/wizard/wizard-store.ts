'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TCarView } from '@/lib/cars/car-view';
import type { WizardStep } from './wizard-steps';

export type WizardMode = 'create' | 'edit';

/** Where focus goes after the next render: the step's heading (a new step) or its error summary (a refused attempt). */
export type FocusRequest = { target: 'heading' | 'summary'; seq: number };

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'error'; message: string };

export type WizardState = {
  mode: WizardMode;
  /** The stored car; null until the first save of a new listing creates it. */
  car: TCarView | null;
  step: WizardStep;
  /** Steps the owner tried to leave with "Next" (or save): their errors show from then on, never before. */
  attempted: WizardStep[];
  /** Steps whose fields are complete, for the step list. */
  done: WizardStep[];
  /** Steps opened so far (the calendar counts as done once seen). */
  visited: WizardStep[];
  /** The photos' own problem (fewer than 4, no main), shown on the photos step after an attempt. */
  photoError: string | null;
  /**
   * Refusals of a save or a submission by field path (the server's `fields`, or the draft check
   * before a save), kept apart from the step checks the form reruns while the owner types: each
   * stays at its field until that field changes.
   */
  refusals: Record<string, string>;
  status: SaveStatus;
  /** A message about the whole form (a refusal tied to no field), above the buttons. */
  formError: string | null;
  focus: FocusRequest | null;
  submitted: boolean;
  setCar: (car: TCarView) => void;
  goTo: (step: WizardStep, focus?: FocusRequest['target']) => void;
  attempt: (step: WizardStep) => void;
  setDone: (done: WizardStep[]) => void;
  setPhotoError: (message: string | null) => void;
  setRefusals: (refusals: Record<string, string>) => void;
  /** Forgets the refusals at `path` and inside it (`discounts` takes `discounts.1.amount` too). */
  clearRefusal: (path: string) => void;
  setStatus: (status: SaveStatus) => void;
  setFormError: (message: string | null) => void;
  requestFocus: (target: FocusRequest['target']) => void;
  setSubmitted: (car: TCarView) => void;
};

const toggle = (list: WizardStep[], steps: WizardStep[], on: boolean) => (on ? [...new Set([...list, ...steps])] : list.filter((step) => !steps.includes(step)));

export function createWizardStore(initial: { mode: WizardMode; car: TCarView | null; step: WizardStep; done: WizardStep[] }) {
  let seq = 0;
  return createStore<WizardState>()((set) => ({
    ...initial,
    visited: [initial.step],
    attempted: [],
    photoError: null,
    refusals: {},
    status: { kind: 'idle' },
    formError: null,
    focus: null,
    submitted: false,
    setCar: (car) => set({ car }),
    goTo: (step, focus = 'heading') => set((state) => ({ step, formError: null, focus: { target: focus, seq: ++seq }, visited: toggle(state.visited, [step], true) })),
    attempt: (step) => set((state) => ({ attempted: toggle(state.attempted, [step], true) })),
    setDone: (done) => set({ done }),
    setPhotoError: (photoError) => set({ photoError }),
    setRefusals: (refusals) => set({ refusals }),
    clearRefusal: (path) =>
      set((state) => {
        const kept = Object.entries(state.refusals).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
        return kept.length === Object.keys(state.refusals).length ? state : { refusals: Object.fromEntries(kept) };
      }),
    setStatus: (status) => set({ status }),
    setFormError: (formError) => set({ formError }),
    requestFocus: (target) => set({ focus: { target, seq: ++seq } }),
    setSubmitted: (car) => set({ car, submitted: true, focus: { target: 'heading', seq: ++seq } }),
  }));
}

export type WizardStore = StoreApi<WizardState>;

export const WizardStoreContext = createContext<WizardStore | null>(null);

/** A slice of the wizard's state (zustand: a component re-renders only when its slice changes). */
export function useWizard<T>(selector: (state: WizardState) => T): T {
  const store = useContext(WizardStoreContext);
  if (!store) throw new Error('useWizard outside CarWizard');
  return useStore(store, selector);
}

