import { ownerShare } from '@/lib/bookings/earnings';

/**
 * An owner's money in three parts (docs/payouts.md), all kopiyky:
 * - **pending**: their share, at each booking's own commission rate, of what their unfinished
 *   bookings hold — expected, not yet theirs (a cancellation may still refund it);
 * - **available**: their ledger account `owner:{id}` (a credit balance: what we owe them) less the
 *   payouts asked for and not yet finished, which already count against it; below zero when a
 *   refund after the share-out took back more than was left;
 * - **paid out**: their succeeded payouts.
 */
export type OwnerMoney = { pendingKop: number; availableKop: number; paidOutKop: number; inFlightKop: number };

/** The smallest payout we ask an acquirer for: ₴1 (a card transfer of kopiyky costs more than it moves). */
export const MIN_PAYOUT_KOP = 100;

/** What an unfinished booking is expected to earn its owner: its money less the commission at its rate. */
export function expectedNet(heldKop: number, commissionBp: number): number {
  return heldKop > 0 ? ownerShare(heldKop, commissionBp).earningsKop : 0;
}

/**
 * The three figures from the books: `ownerLedgerKop` is the `owner:{id}` account's sum (negative
 * while we owe them), `inFlightKop` the payouts still pending, `paidOutKop` the succeeded ones,
 * `pendingKop` the expected earnings of unfinished bookings.
 */
export function ownerMoney(p: { ownerLedgerKop: number; inFlightKop: number; paidOutKop: number; pendingKop: number }): OwnerMoney {
  for (const value of Object.values(p)) if (!Number.isSafeInteger(value)) throw new RangeError('Money is whole kopiyky');
  return { pendingKop: p.pendingKop, availableKop: -p.ownerLedgerKop - p.inFlightKop, paidOutKop: p.paidOutKop, inFlightKop: p.inFlightKop };
}

/** Why a payout of `amountKop` cannot be asked for now, or null when it can. */
export function payoutRefusal(amountKop: number, availableKop: number): 'payout_below_minimum' | 'payout_exceeds_available' | null {
  if (!Number.isSafeInteger(amountKop) || amountKop < MIN_PAYOUT_KOP) return 'payout_below_minimum';
  if (amountKop > availableKop) return 'payout_exceeds_available';
  return null;
}

/**
 * One booking's earning as the owner sees it. A finished booking shows what its share-out actually
 * gave (the ledger's `settlement` movements: owner and commission, whatever refunds came first); an
 * unfinished one what it holds now, split at its rate — `pending` until it ends.
 */
export type EarningFigures = { totalKop: number; commissionKop: number; netKop: number; state: 'pending' | 'settled' };

export function earningFigures(p: { finished: boolean; heldKop: number; settledNetKop: number; settledCommissionKop: number; commissionBp: number }): EarningFigures {
  if (p.finished) return { totalKop: p.settledNetKop + p.settledCommissionKop, commissionKop: p.settledCommissionKop, netKop: p.settledNetKop, state: 'settled' };
  const held = Math.max(0, p.heldKop);
  const { commissionKop, earningsKop } = ownerShare(held, p.commissionBp);
  return { totalKop: held, commissionKop, netKop: earningsKop, state: 'pending' };
}

/**
 * Hryvnias as typed into the payout form ("1 234,50", "1234.5", "1 234") → kopiyky, or null when
 * it is not an amount with at most two decimals. Spaces (also no-break ones, as we print them)
 * group thousands; a comma or a point is the decimal mark.
 */
export function parseHryvnias(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.').replace(/₴$/, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return null;
  const [whole, fraction = ''] = compact.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Kopiyky as the payout form's field shows them: "1234.5" → "1234,50" (uk) / "1234.50" (en); whole amounts without decimals. */
export function hryvniasInput(kop: number, locale: 'uk' | 'en'): string {
  if (kop <= 0) return '';
  const whole = Math.floor(kop / 100);
  const fraction = kop % 100;
  return fraction ? `${whole}${locale === 'uk' ? ',' : '.'}${String(fraction).padStart(2, '0')}` : String(whole);
}
