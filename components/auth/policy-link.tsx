import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/** A rich-text renderer linking a content page (terms, privacy) in a new tab, for the sign-up box. */
export function policyLink(locale: Locale, slug: string) {
  return function PolicyLink(chunks: ReactNode) {
    return (
      <a href={href('slug', { locale, params: { slug } })} target="_blank" rel="noopener">
        {chunks}
      </a>
    );
  };
}
