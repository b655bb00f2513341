'use client';

import dynamic from 'next/dynamic';

/**
 * SignedInProviders, loaded on its own: only pages of a signed-in viewer render it, so visitors'
 * pages carry neither next-intl's client runtime (with its message formatter) nor the store.
 */
export const LazySignedInProviders = dynamic(() => import('./SignedInProviders').then((module) => module.SignedInProviders));
