import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getDictionary } from './get-dictionary';
import { getSiteSettings } from './get-site-settings';

/** Settings (with menus 1/10/21) and the dictionary for a page: once per request, cached between. */
export const getShellData = cache(async (locale: Locale) => {
  const [settings, dictionary] = await Promise.all([getSiteSettings(locale), getDictionary(locale)]);
  return { settings, dictionary };
});
