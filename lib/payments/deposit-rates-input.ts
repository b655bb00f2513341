import { z } from 'zod';
import { zDecimalNumber } from '@/lib/cars/number-input';
import { LangField } from '@/lib/api/lang';

/**
 * The range an operator's rate for dollar and euro deposits must fall in: 10 to 1 000 hryvnias per
 * unit (1 000 – 100 000 kopiyky). Wide enough for any rate the hryvnia has had or is likely to
 * have (41 ₴ per dollar, 48 ₴ per euro when this was written), narrow enough to refuse the
 * mistakes that matter: the rate typed in kopiyky ("4137" for 41,37 ₴, which would hold a hundred
 * times the deposit on renters' cards) or a dropped digit ("4,137").
 */
export const DEPOSIT_RATE_MIN_UAH = 10;
export const DEPOSIT_RATE_MAX_UAH = 1_000;
export const DEPOSIT_RATE_MIN_KOP = DEPOSIT_RATE_MIN_UAH * 100;
export const DEPOSIT_RATE_MAX_KOP = DEPOSIT_RATE_MAX_UAH * 100;

/**
 * One rate in hryvnias per dollar or euro as typed ("41,37", "41.37") or sent as a JSON number:
 * at most two decimals, within the range. Refusals name the problem: `notNumber`, `decimals`,
 * `min` / `max` (in hryvnias), `required`.
 */
const zRateUah = () => zDecimalNumber({ decimals: 2, min: DEPOSIT_RATE_MIN_UAH, max: DEPOSIT_RATE_MAX_UAH });

/** The operators' deposit-rates form and the body of its call: hryvnias per $1 and per €1. */
export const ZDepositRatesInput = z.strictObject({
  usd: zRateUah().meta({ description: 'Hryvnias per one US dollar, as typed: 41,37 or 41.37 (or a JSON number)' }),
  eur: zRateUah().meta({ description: 'Hryvnias per one euro, as typed: 48,05 or 48.05 (or a JSON number)' }),
});
export type TDepositRatesInput = z.input<typeof ZDepositRatesInput>;

export const ZDepositRatesBody = ZDepositRatesInput.safeExtend({ lang: LangField });

const ZRatesKop = z.object({ usd_kop: z.int(), eur_kop: z.int() });

/** The rates in force and the last changes (newest first, at most DEPOSIT_RATE_HISTORY). */
export const ZDepositRatesView = z.object({
  rates: ZRatesKop.meta({ description: 'Kopiyky per $1 and per €1' }),
  history: z.array(
    z.object({
      at: z.string().meta({ description: 'ISO instant of the change' }),
      by: z.object({ id: z.int(), name: z.string() }).nullable().meta({ description: 'The operator; null when the account is gone' }),
      from: ZRatesKop,
      to: ZRatesKop,
    }),
  ),
});
export type TDepositRatesView = z.output<typeof ZDepositRatesView>;

/** How many past changes the setting keeps (docs/decisions.md "Deposit rates screen"). */
export const DEPOSIT_RATE_HISTORY = 20;
