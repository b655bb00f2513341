import { z } from 'zod';
import { zWholeNumber } from './number-input';
import { whenValid } from './when-valid';

/**
 * Long-rental discounts (spec §5, §9): each range gives an amount off the daily price, per day, to
 * rentals of `from_days` to `to_days` days.
 *
 * Both ends are inclusive, as Ukrainian rental price lists read ("1–3 доби, 4–7 діб, 8–15 діб,
 * 16–29 діб"): the spec's 1–29 covers every rental shorter than a month (the monthly price takes
 * over from 30 days), and 29 would be unreachable with an exclusive end. So ranges that share a day
 * (1–3 and 3–7) overlap and are refused: 1–3 and 4–7 is the way to write it. "to" > "from", so a
 * range spans at least two day counts. Amounts are whole hryvnias per day.
 */
export const DISCOUNT_DAYS = { min: 1, max: 29 } as const;
/** Disjoint ranges of at least two days fit 14 times into 1–29; a 15th always overlaps. */
export const MAX_DISCOUNTS = 14;
/** An upper bound for the amount alone; the pricing step also keeps it below the daily price. */
export const MAX_DISCOUNT_AMOUNT = 1_000_000;

export type Discount = { from_days: number; to_days: number; amount: number };

export const ZDiscount = z
  .object({
    from_days: zWholeNumber(DISCOUNT_DAYS.min, DISCOUNT_DAYS.max),
    to_days: zWholeNumber(DISCOUNT_DAYS.min, DISCOUNT_DAYS.max),
    amount: zWholeNumber(1, MAX_DISCOUNT_AMOUNT),
  })
  .refine((range) => range.to_days > range.from_days, { error: 'discountToAfterFrom', path: ['to_days'], when: whenValid('from_days', 'to_days') });

/** Whether two ranges share at least one day count. */
export function rangesOverlap(a: Pick<Discount, 'from_days' | 'to_days'>, b: Pick<Discount, 'from_days' | 'to_days'>): boolean {
  return a.from_days <= b.to_days && b.from_days <= a.to_days;
}

/** For each range that overlaps one listed before it, its index and the earlier one's. */
export function overlappingDiscounts(discounts: readonly Pick<Discount, 'from_days' | 'to_days'>[]): { index: number; overlaps: number }[] {
  const found: { index: number; overlaps: number }[] = [];
  discounts.forEach((range, index) => {
    const earlier = discounts.slice(0, index).findIndex((other) => rangesOverlap(range, other));
    if (earlier !== -1) found.push({ index, overlaps: earlier });
  });
  return found;
}

const isRange = (value: unknown): value is Discount => {
  const range = value as Partial<Discount> | null;
  return typeof range?.from_days === 'number' && typeof range.to_days === 'number' && range.to_days > range.from_days;
};

function discountList(required: boolean) {
  return z
    .array(ZDiscount)
    .max(MAX_DISCOUNTS)
    .superRefine(
      (discounts, ctx) => {
        if (required && discounts.length === 0) ctx.addIssue({ code: 'custom', message: 'discountsRequired' });
        // Ranges that failed their own rules are left out (their values are not numbers yet), so an
        // overlap is shown next to a bad range's own message without waiting for it to be fixed.
        const ranges = discounts.map((range) => (isRange(range) ? range : { from_days: Infinity, to_days: -Infinity }));
        // Reported on the later range's "from", where the owner typed into the earlier one's span.
        for (const { index } of overlappingDiscounts(ranges)) ctx.addIssue({ code: 'custom', message: 'discountOverlap', path: [index, 'from_days'] });
      },
      { when: whenValid() },
    );
}

/** The discounts of a car submitted for moderation: at least one (spec §5), none overlapping. */
export const ZDiscounts = discountList(true);
/** The discounts of a draft: may still be empty; what is there must already be valid. */
export const ZDraftDiscounts = discountList(false);

/**
 * The amount per day (whole hryvnias) taken off the daily price for a rental of `days` whole days
 * (the pricing rounds a rental up to whole days first), or 0 when no range covers it.
 */
export function discountFor(days: number, discounts: readonly Discount[]): number {
  return discounts.find((range) => range.from_days <= days && days <= range.to_days)?.amount ?? 0;
}

/** The indices of ranges whose amount is not below the daily price (the rental would cost nothing or less). */
export function discountsNotBelowPrice(discounts: readonly Pick<Discount, 'amount'>[], pricePerDay: number): number[] {
  return discounts.flatMap((range, index) => (range.amount >= pricePerDay ? [index] : []));
}
