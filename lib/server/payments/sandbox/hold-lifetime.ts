import 'server-only';
import type { SandboxAcquirerOrder } from '@/lib/server/db/schema';

/**
 * How long the sandbox bank keeps a hold: 20 days from the moment it was placed, as WayForPay's help
 * centre documents for an AUTH that is not settled (its API docs say 21; plan for 20). A hold not
 * captured or voided by then lapses: the money is free again and a capture is refused
 * (`hold_expired`). Plan deposit holds so they are captured or voided well before this.
 */
export const SANDBOX_HOLD_LIFETIME_DAYS = 20;
export const SANDBOX_HOLD_LIFETIME_MS = SANDBOX_HOLD_LIFETIME_DAYS * 86_400_000;

/** When a hold placed at `heldAt` lapses. */
export const sandboxHoldLapsesAt = (heldAt: Date): Date => new Date(heldAt.getTime() + SANDBOX_HOLD_LIFETIME_MS);

/**
 * Whether a held order's hold has lapsed. Computed from the clock whenever the order is read (its
 * status, a capture, the books), so no job has to run for a hold to lapse and a frozen test clock
 * decides it exactly; the row keeps saying 'held'.
 */
export function sandboxHoldLapsed(order: Pick<SandboxAcquirerOrder, 'status' | 'decidedAt'>, now: Date): boolean {
  return order.status === 'held' && order.decidedAt !== null && now.getTime() >= sandboxHoldLapsesAt(order.decidedAt).getTime();
}
