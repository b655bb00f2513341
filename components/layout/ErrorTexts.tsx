'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** What the error boundary (app/[locale]/error.tsx) says, in the page's language. */
export type ErrorTexts = {
  title: string;
  message: string;
  /** "Error 500: Internal server error". */
  statusLine: string;
  home: { href: string; label: string };
  retry: string;
};

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * The layout hands the error boundary its words ready-made, so that visitors' pages need no
 * next-intl client runtime (with its message formatter) just in case rendering fails.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts must be used inside <ErrorTextsProvider>');
  return texts;
}
