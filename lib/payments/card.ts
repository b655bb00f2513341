/**
 * Card fields as a hosted payment page checks them (the sandbox acquirer's; we never see a real
 * card: docs/payments.md). Pure, shared by the page's form and the sandbox API.
 */

/** The digits of a card number as typed: spaces and hyphens between groups are allowed. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit rule every payment card number follows. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A plausible card number: 13 to 19 digits that pass Luhn. */
export function cardNumberValid(typed: string): boolean {
  const digits = cardDigits(typed);
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

/** Digits in groups of four, as printed on a card ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, "MM/YY" (a slash put in after the month), at most five characters. */
export function formatExpiry(typed: string, deleting = false): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type ExpiryProblem = 'format' | 'expired';

/**
 * Whether "MM/YY" names a month that has not ended. A card is valid through the last day of its
 * month; the month is taken in Kyiv time (where the acquirer is), so a card expiring "12/26" is
 * still good on 31 December at 23:30 Kyiv time whatever the server's zone.
 */
export function expiryProblem(typed: string, now: Date): ExpiryProblem | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(typed.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'format';
  const [nowYear, nowMonth] = kyivYearMonth(now);
  if (year < nowYear || (year === nowYear && month < nowMonth)) return 'expired';
  return null;
}

function kyivYearMonth(now: Date): [number, number] {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit' }).formatToParts(now);
  return [Number(parts.find((part) => part.type === 'year')!.value), Number(parts.find((part) => part.type === 'month')!.value)];
}

/** The last four digits, all a payment record keeps of a card. */
export const cardLast4 = (typed: string): string => cardDigits(typed).slice(-4);
