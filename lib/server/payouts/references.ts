import 'server-only';
import { createHash } from 'node:crypto';

/**
 * A payout's reference at the acquirer (its idempotency key there, unique in `payouts`): derived
 * from the owner and the request's idempotency key, so the same request sent twice — a double
 * click, a retry after a lost answer — names the same payout and can never become two. `kpo-` for
 * a payout to a card, `kpm-` for one an operator recorded.
 */
export function payoutReference(method: 'card' | 'manual', ownerId: number, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${method}:${ownerId}:${idempotencyKey}`).digest('hex').slice(0, 20);
  return `${method === 'card' ? 'kpo' : 'kpm'}-${digest}`;
}
