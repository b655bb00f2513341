import { z } from 'zod';
import { ZCalendarDate } from '@/lib/validation/dates';

/** Dates a search carries in the URL (`?start=2026-12-01&end=2026-12-05`); half-open like every period. */
export const ZSearchDates = z
  .object({ start: ZCalendarDate, end: ZCalendarDate })
  .refine((dates) => dates.end > dates.start, { error: 'endBeforeStart', path: ['end'] });
export type TSearchDates = z.infer<typeof ZSearchDates>;

// Lives with the other calendar helpers (date validation needs it too); re-exported for callers here.
export { kyivToday } from '@/lib/time/iso-date';

/** The search dates of a query, or null when absent, malformed or already past. */
export function parseSearchDates(query: Record<string, string | string[] | undefined>, today: string): TSearchDates | null {
  const parsed = ZSearchDates.safeParse({ start: query.start, end: query.end });
  if (!parsed.success || parsed.data.start < today) return null;
  return parsed.data;
}
