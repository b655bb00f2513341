import { z } from 'zod';
import { addDays, addYears } from '@/lib/time/iso-date';
import { isCalendarDate } from '@/lib/validation/dates';
import { optionalInput } from './number-input';
import { KYIV_TIME_ZONE, kyivDateTimeToInstant, kyivDayStart, type Period, wholeDays, ZKyivDateTime } from './periods';
import { WEEKDAYS } from './schedule';
import { whenValid } from './when-valid';

/**
 * The availability calendar's requests and answers (docs/cars.md "Availability"): a window of days
 * to show, a period to block or unblock, in Kyiv time.
 */
export const AVAILABILITY_LIMITS = {
  /** Days one request may show: a year and a month of slack either way. */
  windowDays: 400,
  /** How far ahead a block may end (a typo guard: a block to 2062 is a mistyped year). */
  yearsAhead: 2,
  /** The owner's private note on a block ("service", "my holiday"). */
  noteLength: 255,
} as const;

/** A Kyiv calendar day `YYYY-MM-DD`: ZCalendarDate, but `required` when missing (it says `invalidFormat`). */
const ZDay = z.iso
  .date({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidFormat') })
  .refine(isCalendarDate, { error: 'invalidFormat' });

type RangeFields = { from_date?: string; to_date?: string; start?: string; end?: string };
type Ctx = z.core.$RefinementCtx<RangeFields>;

const required = (ctx: Ctx, field: keyof RangeFields) => ctx.addIssue({ code: 'custom', message: 'required', path: [field] });

/** Whole days `from_date`–`to_date` (inclusive) or exact times `start`–`end`: which one a body names, if either. */
export function rangeKind(value: RangeFields): 'days' | 'times' | null {
  if (value.from_date !== undefined || value.to_date !== undefined) return 'days';
  return value.start !== undefined || value.end !== undefined ? 'times' : null;
}

/** The period named by valid range fields (see ZPeriodFields). */
export function periodOfRange(value: RangeFields): Period {
  if (rangeKind(value) === 'days') return wholeDays(value.from_date!, value.to_date!);
  return { start: kyivDateTimeToInstant(value.start!), end: kyivDateTimeToInstant(value.end!) };
}

/** The field a problem with the period's end is shown at. */
export const endFieldOf = (value: RangeFields) => (rangeKind(value) === 'days' ? 'to_date' : 'end');

/**
 * Checks the period fields together: one kind only (`periodTwoKinds` at `start`), both ends of it
 * (`required`), the last day not before the first (`lastDayBeforeFirst`), an end after the start
 * (`endNotAfterStart`; compared as instants, so DST repeats read right). With `optional`, naming no
 * period at all is fine.
 */
function checkRange(value: RangeFields, ctx: Ctx, optional: boolean) {
  const kind = rangeKind(value);
  if (kind === 'days' && (value.start !== undefined || value.end !== undefined)) {
    ctx.addIssue({ code: 'custom', message: 'periodTwoKinds', path: [value.start !== undefined ? 'start' : 'end'] });
    return;
  }
  if (kind === 'days' || (kind === null && !optional)) {
    if (value.from_date === undefined) required(ctx, 'from_date');
    if (value.to_date === undefined) required(ctx, 'to_date');
    if (value.from_date !== undefined && value.to_date !== undefined && value.to_date < value.from_date) {
      ctx.addIssue({ code: 'custom', message: 'lastDayBeforeFirst', path: ['to_date'] });
    }
  } else if (kind === 'times') {
    if (value.start === undefined) required(ctx, 'start');
    if (value.end === undefined) required(ctx, 'end');
    if (value.start !== undefined && value.end !== undefined && kyivDateTimeToInstant(value.end) <= kyivDateTimeToInstant(value.start)) {
      ctx.addIssue({ code: 'custom', message: 'endNotAfterStart', path: ['end'] });
    }
  }
}

/**
 * A period of a body, as a person picks it: whole days `from_date`…`to_date` (`YYYY-MM-DD`, both
 * inclusive: `[from_date 00:00, the day after to_date 00:00)` Kyiv time), or exact Kyiv wall-clock
 * times `start`…`end` (`YYYY-MM-DDTHH:mm`, half-open).
 */
const periodFields = {
  from_date: ZDay.optional().meta({ description: 'First whole day (Kyiv), inclusive; with to_date' }),
  to_date: ZDay.optional().meta({ description: 'Last whole day (Kyiv), inclusive; with from_date' }),
  start: ZKyivDateTime.optional().meta({ description: 'Exact start, Kyiv wall-clock time YYYY-MM-DDTHH:mm; with end (instead of whole days)' }),
  end: ZKyivDateTime.optional().meta({ description: 'Exact end (not included), Kyiv wall-clock time; with start' }),
};

const whenRangeValid = whenValid('from_date', 'to_date', 'start', 'end');

/** What to block: a period (required) and an optional private note. */
export const ZBlockFields = z
  .object({
    ...periodFields,
    note: optionalInput(z.string().trim().max(AVAILABILITY_LIMITS.noteLength)).transform((note) => note || undefined),
  })
  .superRefine((value, ctx) => checkRange(value, ctx as Ctx, false), { when: whenRangeValid });

/** What to unblock of a block: the part in the period, or (no period) all of it. */
export const ZUnblockFields = z.object(periodFields).superRefine((value, ctx) => checkRange(value, ctx as Ctx, true), { when: whenRangeValid });

export type TBlockFields = RangeFields & { note?: string };
export type TUnblockFields = z.output<typeof ZUnblockFields>;

/** The days a calendar shows: `from_date`–`to_date`, both inclusive, at most AVAILABILITY_LIMITS.windowDays. */
export const ZAvailabilityWindow = z
  .object({ from_date: ZDay, to_date: ZDay })
  .superRefine(
    (value, ctx) => {
      if (value.to_date < value.from_date) ctx.addIssue({ code: 'custom', message: 'lastDayBeforeFirst', path: ['to_date'] });
      else if (value.to_date >= addDays(value.from_date, AVAILABILITY_LIMITS.windowDays)) {
        ctx.addIssue({ code: 'custom', message: 'periodTooLong', path: ['to_date'], params: { days: AVAILABILITY_LIMITS.windowDays } });
      }
    },
    { when: whenValid('from_date', 'to_date') },
  );

/**
 * Why a block of `period` cannot be made at `now`, at the end's field: it is over already
 * (`periodInPast`), or ends further ahead than AVAILABILITY_LIMITS.yearsAhead (`dateTooFar`).
 */
export function blockTimingProblem(period: Period, now: Date, today: string): { key: 'periodInPast' } | { key: 'dateTooFar'; params: { years: number } } | null {
  if (period.end <= now) return { key: 'periodInPast' };
  const horizon = kyivDayStart(addDays(addYears(today, AVAILABILITY_LIMITS.yearsAhead), 1));
  return period.end > horizon ? { key: 'dateTooFar', params: { years: AVAILABILITY_LIMITS.yearsAhead } } : null;
}

// Answers. Instants are UTC ISO strings; `*_local` the same instants on a Kyiv clock.
const periodView = {
  start: z.iso.datetime(),
  end: z.iso.datetime().meta({ description: 'Not included: the period is [start, end)' }),
  start_local: z.string().meta({ description: 'Kyiv wall-clock time YYYY-MM-DDTHH:mm' }),
  end_local: z.string(),
};

export const ZBlockView = z.object({
  kind: z.literal('block'),
  id: z.number(),
  ...periodView,
  /** The inclusive Kyiv days when the block runs from midnight to midnight, else null. */
  days: z.object({ from_date: z.string(), to_date: z.string() }).nullable(),
  note: z.string().nullable(),
});

/** A booking as the car's calendar shows it: busy, no renter details. */
export const ZBusyView = z.object({ kind: z.literal('booking'), ...periodView });

const ZDayHoursView = z.object({ from: z.string(), to: z.string() });
export const ZScheduleView = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayHoursView.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof ZDayHoursView>>);

export const ZScheduleSettings = z.object({
  schedule: ZScheduleView,
  min_notice_hours: z.number(),
  instant_booking: z.boolean().meta({ description: 'Requests are confirmed at once: the renter pays straight away' }),
});

export const ZAvailabilityView = z.object({
  car_id: z.number(),
  time_zone: z.literal(KYIV_TIME_ZONE),
  from_date: z.string(),
  to_date: z.string(),
  ...ZScheduleSettings.shape,
  /** Every period holding the car that overlaps the window (whole, not cut to it), by start. */
  periods: z.array(z.discriminatedUnion('kind', [ZBlockView, ZBusyView])),
});

export type TBlockView = z.infer<typeof ZBlockView>;
export type TBusyView = z.infer<typeof ZBusyView>;
export type TAvailabilityView = z.infer<typeof ZAvailabilityView>;
