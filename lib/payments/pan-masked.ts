/** Characters acquirers mask card digits with (`42****4242`, `424242XXXXXX4242`, `4242 •••• 4242`). */
const MASK = /[*Xx•·]/;

/**
 * The "last four digits" a card is shown by (spec §3 Card): the digits after the mask characters
 * of `pan_masked`, or "XXXX" when there are none — no mask, nothing after it, or no mask at all.
 * More than four digits after the mask keep their last four; fewer (LiqPay's `424242*42`) stay as
 * given, since that is all the acquirer told us.
 */
export function cardLastFour(panMasked: string | null | undefined): string {
  if (!panMasked) return 'XXXX';
  const compact = panMasked.replace(/[\s-]/g, '');
  let last = -1;
  for (let index = 0; index < compact.length; index += 1) if (MASK.test(compact[index]!)) last = index;
  if (last < 0) return 'XXXX';
  const after = compact.slice(last + 1);
  return /^\d+$/.test(after) ? after.slice(-4) : 'XXXX';
}
