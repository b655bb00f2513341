import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/** The optional `lang` every call accepts; without it the locale cookie, then Accept-Language decide. */
export const LangField = z.enum(locales).optional();
