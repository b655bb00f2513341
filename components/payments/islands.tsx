'use client';

// The forms' stylesheets, for the page's own CSS: the server's form is styled before its code loads
// (a stylesheet imported only by the form would come with its code: tests/unit/form-island-styles.test.ts).
import '@/components/forms/forms.module.css';
import './sandbox-pay.module.css';
import { formIsland } from '@/components/ui/form-island';

/**
 * The sandbox acquirer's card form, its code loaded after the page (components/ui/form-island.tsx); on
 * a phone it turns live when the visitor leaves the fields or pays, not under their typing.
 */
export const SandboxCheckoutIsland = formIsland(() => import('./SandboxCheckout').then((module) => module.SandboxCheckout), { waitWhileTyping: true });
