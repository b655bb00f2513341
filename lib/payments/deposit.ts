import type { DEPOSIT_CURRENCIES } from '@/lib/cars/dictionary';

export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/** Kopiyky per one US dollar and one euro: the operator's rates for holding deposits (a site setting). */
export type DepositRates = { USD: number; EUR: number };

/**
 * The deposit to hold on the renter's card, in kopiyky (acquirers hold hryvnias only): a hryvnia
 * deposit as it is; a dollar or euro one (in cents) at the operator's rate, rounded to the nearest
 * kopiyka — the rate is kept with the booking so the renter and the owner see what it was. No
 * deposit (none, or zero) holds nothing.
 */
export function depositInKop(minor: number | null, currency: string | null, rates: DepositRates): { kop: number; rateKop: number | null } | null {
  if (!minor || minor <= 0 || !currency) return null;
  if (currency === 'UAH') return { kop: minor, rateKop: null };
  if (currency !== 'USD' && currency !== 'EUR') throw new RangeError(`a deposit in ${currency} cannot be held`);
  const rateKop = rates[currency];
  if (!Number.isInteger(rateKop) || rateKop <= 0) throw new RangeError(`no rate for ${currency}`);
  return { kop: Math.round((minor * rateKop) / 100), rateKop };
}

/** The most a hold can be: amounts are 32-bit kopiyky at the acquirer and in our records (21 474 836,47 ₴). */
export const MAX_HOLD_KOP = 2_147_483_647;
