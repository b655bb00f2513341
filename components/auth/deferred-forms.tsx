'use client';

import { deferredIsland } from '@/components/ui/deferred-island';

/** The sign-in and sign-up forms, loaded apart from the page (components/ui/deferred-island.tsx). */
export const DeferredSignInForm = deferredIsland(() => import('./SignInForm').then((module) => module.SignInForm));
export const DeferredRegisterForm = deferredIsland(() => import('./RegisterForm').then((module) => module.RegisterForm));
