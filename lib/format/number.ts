import type { Locale } from '@/lib/i18n/locales';

// A no-break space: spec §9 wants a space between thousands, and it must not wrap a price.
const GROUP = '\u00A0';

/**
 * Spec §9 number format: 2 decimals by default and a space between thousands. The decimal mark
 * follows the language (comma in Ukrainian, point in English).
 */
export function formatNumber(value: number, options: { decimals?: number; locale?: Locale } = {}): string {
  const { decimals = 2, locale = 'uk' } = options;
  if (!Number.isFinite(value)) return '—';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const sign = value < 0 && Number(fixed) !== 0 ? '−' : '';
  return `${sign}${grouped}${fraction ? (locale === 'uk' ? ',' : '.') + fraction : ''}`;
}

/**
 * Money kept in kopiyky (UAH minor units), shown in hryvnias: whole amounts without decimals
 * ("1 400 ₴"), others with two ("1 400,50 ₴"); English puts the sign first ("₴1 400.50").
 */
export function formatMoney(kopiyky: number, locale: Locale = 'uk'): string {
  const decimals = Number.isInteger(kopiyky / 100) ? 0 : 2;
  const amount = formatNumber(kopiyky / 100, { decimals, locale });
  return locale === 'uk' ? `${amount}${GROUP}₴` : `₴${amount}`;
}

const CURRENCY_SIGNS: Record<string, string> = { UAH: '₴', USD: '$', EUR: '€' };

/**
 * An amount in minor units of its currency (a deposit may be asked in dollars or euros): hryvnias
 * as `formatMoney`, the others the same way with their sign ("200 $", en "$200").
 */
export function formatMinorAmount(minor: number, currency: string, locale: Locale = 'uk'): string {
  if (currency === 'UAH') return formatMoney(minor, locale);
  const decimals = Number.isInteger(minor / 100) ? 0 : 2;
  const amount = formatNumber(minor / 100, { decimals, locale });
  const sign = CURRENCY_SIGNS[currency] ?? currency;
  return locale === 'uk' || !CURRENCY_SIGNS[currency] ? `${amount}${GROUP}${sign}` : `${sign}${amount}`;
}
