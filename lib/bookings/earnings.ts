/**
 * The platform's commission and the owner's share of what a renter pays (spec §1 "owner earnings
 * are net of a commission"). The rate is in basis points (1 500 = 15 %), the one in force when the
 * booking was made and stored on it; the commission is rounded to the nearest kopiyka, half up.
 */
export function ownerShare(totalKop: number, commissionBp: number): { commissionKop: number; earningsKop: number } {
  if (!Number.isSafeInteger(totalKop) || totalKop < 0) throw new RangeError('A total is whole, non-negative kopiyky');
  if (!Number.isInteger(commissionBp) || commissionBp < 0 || commissionBp > 10_000) throw new RangeError('A commission is 0–10 000 basis points');
  const commissionKop = Math.floor((totalKop * commissionBp + 5_000) / 10_000);
  return { commissionKop, earningsKop: totalKop - commissionKop };
}
