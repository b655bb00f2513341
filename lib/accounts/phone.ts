// Phone number helpers without zod: the phone input uses them on every page that shows a form.

/** Keeps only digits and dots, as the phone input does (spec §5). */
export function phoneInputValue(raw: string): string {
  return raw.replace(/[^\d.]/g, '');
}

/**
 * A Ukrainian phone number in any common spelling (0671234567, 380671234567, +38 067 123-45-67,
 * 067.123.45.67) as +380XXXXXXXXX, or null.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^\d{9}$/.test(digits)) return `+380${digits}`;
  return null;
}
