'use client';

import { createContext, useContext } from 'react';
import type { WizardActions } from './use-car-wizard';

export const WizardActionsContext = createContext<WizardActions | null>(null);

/** Next, back, go to a step, save, submit: the wizard's actions for the pieces of a step. */
export function useWizardActions(): WizardActions {
  const actions = useContext(WizardActionsContext);
  if (!actions) throw new Error('useWizardActions outside CarWizard');
  return actions;
}
