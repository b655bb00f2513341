import type { TBlockView, TBusyView } from '@/lib/cars/availability';
import { addDays } from '@/lib/time/iso-date';

export type DayState = 'blocked' | 'partial' | 'booked';

/** A period as the calendar reads it: Kyiv wall-clock `YYYY-MM-DDTHH:mm`, end excluded. */
type Period = Pick<TBlockView | TBusyView, 'kind' | 'start_local' | 'end_local'>;

/**
 * What each Kyiv day from `from` to `to` (inclusive) looks like in the owner's calendar: booked
 * (any part of it holds a booking), blocked (a block covers it from midnight to midnight), or
 * partly blocked (a block covers some hours of it). Days free all day are left out. Wall-clock
 * text compares in time order, and a day runs [D 00:00, D+1 00:00).
 */
export function dayStates(periods: readonly Period[], from: string, to: string): Map<string, DayState> {
  const states = new Map<string, DayState>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = `${day}T00:00`;
    const end = `${addDays(day, 1)}T00:00`;
    const touching = periods.filter((period) => period.start_local < end && period.end_local > start);
    if (!touching.length) continue;
    if (touching.some((period) => period.kind === 'booking')) states.set(day, 'booked');
    else states.set(day, touching.some((period) => period.start_local <= start && period.end_local >= end) ? 'blocked' : 'partial');
  }
  return states;
}

/** The blocks that share at least one day with the inclusive days `from`–`to`. */
export function blocksWithin<T extends Pick<TBlockView, 'start_local' | 'end_local'>>(blocks: readonly T[], from: string, to: string): T[] {
  const start = `${from}T00:00`;
  const end = `${addDays(to, 1)}T00:00`;
  return blocks.filter((block) => block.start_local < end && block.end_local > start);
}

/** The first and last day of the month `YYYY-MM`. */
export function monthDays(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}
