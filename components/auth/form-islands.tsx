'use client';

import { formIsland } from '@/components/ui/form-island';

/** The sign-in and sign-up forms, their code loaded after the page (components/ui/form-island.tsx). */
export const SignInFormIsland = formIsland(() => import('./SignInForm').then((module) => module.SignInForm));
export const RegisterFormIsland = formIsland(() => import('./RegisterForm').then((module) => module.RegisterForm));
