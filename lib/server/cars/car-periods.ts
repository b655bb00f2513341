import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { TBlockView, TBusyView } from '@/lib/cars/availability';
import { formatTstzrange, type Period, parseTstzrange, toKyivDateTime, wholeDaysOf } from '@/lib/cars/periods';
import { getDb } from '@/lib/server/db/client';
import { carPeriods } from '@/lib/server/db/schema';

export type PeriodRow = { id: number; kind: 'block' | 'booking'; period: Period; note: string | null };

const columns = { id: carPeriods.id, kind: carPeriods.kind, period: carPeriods.period, note: carPeriods.note };

const rowOf = (row: { id: number; kind: string; period: string; note: string | null }): PeriodRow => ({
  id: row.id,
  kind: row.kind as PeriodRow['kind'],
  period: parseTstzrange(row.period),
  note: row.note,
});

/**
 * The periods holding car `carId` that overlap `range` (with `touching`, that also meet it end to
 * start), by start; only blocks with `blocksOnly`. Cancelled bookings (`holds = false`) never count.
 */
export async function holdingPeriods(carId: number, range: Period, options: { touching?: boolean; blocksOnly?: boolean } = {}): Promise<PeriodRow[]> {
  const db = await getDb();
  const text = formatTstzrange(range);
  const near = options.touching
    ? sql`(${carPeriods.period} && ${text}::tstzrange or ${carPeriods.period} -|- ${text}::tstzrange)`
    : sql`${carPeriods.period} && ${text}::tstzrange`;
  const rows = await db
    .select(columns)
    .from(carPeriods)
    .where(and(eq(carPeriods.carId, carId), eq(carPeriods.holds, true), near, options.blocksOnly ? eq(carPeriods.kind, 'block') : undefined))
    .orderBy(sql`lower(${carPeriods.period})`, carPeriods.id);
  return rows.map(rowOf);
}

/** One block of car `carId` by id, or null (a booking's id, another car's, or gone). */
export async function findBlock(carId: number, periodId: number): Promise<PeriodRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(carPeriods)
    .where(and(eq(carPeriods.id, periodId), eq(carPeriods.carId, carId), eq(carPeriods.kind, 'block'), eq(carPeriods.holds, true)));
  return row ? rowOf(row) : null;
}

/** Inserts a block; a booking in the way fails on the exclusion constraint (23P01 → code 125). */
export async function insertBlock(carId: number, period: Period, note: string | null, createdBy: number): Promise<PeriodRow> {
  const db = await getDb();
  const [row] = await db.insert(carPeriods).values({ carId, kind: 'block', period: formatTstzrange(period), note, createdBy }).returning(columns);
  return rowOf(row!);
}

const instants = (period: Period) => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  start_local: toKyivDateTime(period.start),
  end_local: toKyivDateTime(period.end),
});

/** What an event records about a period: its instants, in UTC. */
export const periodDetails = (period: Period) => ({ start: period.start.toISOString(), end: period.end.toISOString() });

export function blockView(row: PeriodRow): TBlockView {
  const days = wholeDaysOf(row.period);
  return { kind: 'block', id: row.id, ...instants(row.period), days: days && { from_date: days.from, to_date: days.to }, note: row.note };
}

export function periodView(row: PeriodRow): TBlockView | TBusyView {
  return row.kind === 'block' ? blockView(row) : { kind: 'booking', ...instants(row.period) };
}
