'use client';

import { formIsland } from '@/components/ui/form-island';

/** The sandbox acquirer's card form, its code loaded after the page (components/ui/form-island.tsx). */
export const SandboxCheckoutIsland = formIsland(() => import('./SandboxCheckout').then((module) => module.SandboxCheckout));
