import { TZDate } from '@date-fns/tz';
import { addBusinessDays } from 'date-fns';

/** Spec §4: account deletion completes within 2 business days (weekends skipped, Kyiv calendar). */
export const DELETION_BUSINESS_DAYS = 2;

/** `from` plus `days` business days, counting Saturdays and Sundays as they fall in Kyiv. */
export function addKyivBusinessDays(from: Date, days: number): Date {
  return new Date(addBusinessDays(new TZDate(from.getTime(), 'Europe/Kyiv'), days).getTime());
}
