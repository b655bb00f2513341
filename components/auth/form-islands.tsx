'use client';

// The forms' stylesheets, for the page's own CSS: the server's form is styled before its code loads
// (a stylesheet imported only by the form would come with its code: tests/unit/form-island-styles.test.ts).
import '@/components/forms/forms.module.css';
import { formIsland } from '@/components/ui/form-island';

/**
 * The sign-in and sign-up forms, their code loaded after the page (components/ui/form-island.tsx); on
 * a phone they turn live when the visitor leaves the fields or sends the form, not under their typing.
 */
export const SignInFormIsland = formIsland(() => import('./SignInForm').then((module) => module.SignInForm), { waitWhileTyping: true });
export const RegisterFormIsland = formIsland(() => import('./RegisterForm').then((module) => module.RegisterForm), { waitWhileTyping: true });
