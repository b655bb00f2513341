import 'server-only';
import { inArray } from 'drizzle-orm';
import { blockTimingProblem, endFieldOf, periodOfRange, type TBlockFields, type TBlockView } from '@/lib/cars/availability';
import { spanOf } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { kyivToday } from '@/lib/time/iso-date';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { carPeriods, type User } from '@/lib/server/db/schema';
import { lockManagedCar } from './car-access';
import { recordCarEvent } from './car-events';
import { blockView, holdingPeriods, insertBlock, periodDetails } from './car-periods';

/**
 * Blocks a period of a car the actor manages (owner or operator): whole Kyiv days or exact times
 * (lib/cars/availability.ts). A period that is over, or ends past the horizon, is refused at its end's
 * field. The car's blocks it overlaps or meets end to start are merged with it into one block, so an
 * owner never trips over their own blocks; a booking in the way is code 125, decided by the
 * exclusion constraint (the merge rolls back with it). The car row stays locked throughout, so two
 * blocks at once merge one after the other; a car's state (and moderation) is never touched.
 */
export async function blockPeriod(actor: User, carId: number, fields: TBlockFields, now = new Date()): Promise<{ block: TBlockView; merged_ids: number[] }> {
  const period = periodOfRange(fields);
  const problem = blockTimingProblem(period, now, kyivToday(now));
  if (problem) throw new AppError('validation_failed', { fields: { [endFieldOf(fields)]: problem } });
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const own = await holdingPeriods(car.id, period, { touching: true, blocksOnly: true });
    // Already blocked by one block (a double click): nothing changes.
    const covering = own.find((row) => row.period.start <= period.start && period.end <= row.period.end);
    if (covering && (fields.note === undefined || fields.note === covering.note)) return { block: blockView(covering), merged_ids: [] };
    const mergedIds = own.map((row) => row.id);
    if (mergedIds.length) await (await getDb()).delete(carPeriods).where(inArray(carPeriods.id, mergedIds));
    const note = fields.note ?? own.find((row) => row.note)?.note ?? null;
    const block = await insertBlock(car.id, spanOf([period, ...own.map((row) => row.period)]), note, actor.id);
    await recordCarEvent(car.id, actor.id, 'blocked', { details: { period_id: block.id, ...periodDetails(block.period), requested: periodDetails(period), merged_ids: mergedIds } });
    return { block: blockView(block), merged_ids: mergedIds };
  });
}
