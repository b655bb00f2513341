import { addDays } from '@/lib/time/iso-date';
import { kyivClock, kyivDayStart } from '@/lib/time/kyiv-clock';

/**
 * The late return (docs/bookings.md "Late return"): a car brought back more than
 * `LATE_RETURN_GRACE_MINUTES` after the paid time (`lateReturnFrom`) costs every started hour from it, at
 * the car's hourly price (the daily price ÷ 24, rounded up, when it has none) — but never more than
 * the daily price for any started day, so a day late costs what one more day of the rental would.
 * Within the grace nothing is charged: a traffic jam is not a late return (Turo allows 30 minutes).
 */
export const LATE_RETURN_GRACE_MINUTES = 30;

const HOUR_MS = 3_600_000;

/**
 * Where the paid time ends: the booking's end — or, for a car that counts calendar days, the end of
 * the last Kyiv date the booking touched, which the renter paid for whole (an end at 00:00 touches
 * no part of its date). Lateness is counted from here, so no hour is paid twice.
 */
export function lateReturnFrom(endAt: Date, mode: 'time' | 'calendar'): Date {
  if (mode === 'time') return endAt;
  const lastDate = kyivClock(new Date(endAt.getTime() - 1)).date;
  return kyivDayStart(addDays(lastDate, 1));
}
const HOURS_PER_DAY = 24;

/** The price of a late hour: the car's hourly price, or the daily price ÷ 24 rounded up to the kopiyka. */
export const lateReturnHourKop = (pricePerHourKop: number | null, pricePerDayKop: number): number => pricePerHourKop ?? Math.ceil(pricePerDayKop / HOURS_PER_DAY);

export type LateReturnCharge = { hours: number; unitPrice: number; amount: number };

export function lateReturnCharge(input: { endAt: Date; returnedAt: Date; pricePerHourKop: number | null; pricePerDayKop: number }): LateReturnCharge | null {
  const lateMs = input.returnedAt.getTime() - input.endAt.getTime();
  if (lateMs <= LATE_RETURN_GRACE_MINUTES * 60_000) return null;
  const hours = Math.ceil(lateMs / HOUR_MS);
  const unitPrice = lateReturnHourKop(input.pricePerHourKop, input.pricePerDayKop);
  const dayCost = Math.min(HOURS_PER_DAY * unitPrice, input.pricePerDayKop);
  const fullDays = Math.floor(hours / HOURS_PER_DAY);
  const amount = fullDays * dayCost + Math.min((hours % HOURS_PER_DAY) * unitPrice, input.pricePerDayKop);
  return amount > 0 ? { hours, unitPrice, amount } : null;
}
