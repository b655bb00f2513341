import type uk from './messages/uk.json';
import type { Locale as AppLocale } from './lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof uk;
  }
}
