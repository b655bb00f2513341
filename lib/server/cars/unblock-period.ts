import 'server-only';
import { eq } from 'drizzle-orm';
import { periodOfRange, rangeKind, type TBlockView, type TUnblockFields } from '@/lib/cars/availability';
import { formatTstzrange, overlaps, subtractPeriod } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { carPeriods, type User } from '@/lib/server/db/schema';
import { lockManagedCar } from './car-access';
import { recordCarEvent } from './car-events';
import { blockView, findBlock, insertBlock, periodDetails } from './car-periods';

/**
 * Unblocks one block of a car the actor manages: all of it, or only the part within the period
 * given (days or times), which trims the block or splits it in two (the first part keeps the
 * block's id). Only blocks: a booking's id, or another car's, is `not_found`. A period that misses
 * the block changes nothing. Returns what is left of the block, by start.
 */
export async function unblockPeriod(actor: User, carId: number, periodId: number, fields: TUnblockFields = {}): Promise<{ blocks: TBlockView[] }> {
  const cut = rangeKind(fields) ? periodOfRange(fields) : null;
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const block = await findBlock(car.id, periodId);
    if (!block) throw new AppError('not_found');
    if (cut && !overlaps(block.period, cut)) return { blocks: [blockView(block)] };
    const db = await getDb();
    const [first, second] = cut ? subtractPeriod(block.period, cut) : [];
    if (first) await db.update(carPeriods).set({ period: formatTstzrange(first) }).where(eq(carPeriods.id, block.id));
    else await db.delete(carPeriods).where(eq(carPeriods.id, block.id));
    const rest = [...(first ? [{ ...block, period: first }] : []), ...(second ? [await insertBlock(car.id, second, block.note, actor.id)] : [])];
    await recordCarEvent(car.id, actor.id, 'unblocked', {
      details: { period_id: block.id, ...periodDetails(block.period), ...(cut ? { cut: periodDetails(cut) } : {}), remaining_ids: rest.map((row) => row.id) },
    });
    return { blocks: rest.map(blockView) };
  });
}
