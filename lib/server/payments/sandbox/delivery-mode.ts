import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sandboxAcquirerDelivery } from '@/lib/server/db/schema';

/**
 * How the sandbox delivers its callbacks — a switch for tests (docs/payments.md "Delivery switch"):
 * - `immediate` (the default): right after the operation commits, retried by the job until accepted;
 * - `late`: never at once, only by the retry job (its first try 30 s after the operation);
 * - `twice`: every delivery posts the same signed body two times in a row;
 * - `reversed`: a callback is held back until the customer's next one, which is then delivered
 *   first, the held ones after it (one with no successor arrives late, by the job).
 */
export const SANDBOX_DELIVERY_MODES = ['immediate', 'late', 'twice', 'reversed'] as const;
export type SandboxDeliveryMode = (typeof SANDBOX_DELIVERY_MODES)[number];

const EVERYONE = '*';

/**
 * Sets the delivery mode for one customer's orders (the `customerRef` checkouts name: a user id as a
 * string), or for everyone without one; `immediate` for everyone clears every setting. Server code
 * only: tests call it (tests/support/payments.ts), the end-to-end suite through the test hook
 * `/api/test-hooks/sandbox-delivery` that exists only in a KERMO_TEST_HOOKS=1 build. No route of a
 * normal build reaches it.
 */
export async function setSandboxCallbackDelivery(mode: SandboxDeliveryMode, options: { customerRef?: string } = {}): Promise<void> {
  const db = await getDb();
  const scope = options.customerRef ?? EVERYONE;
  if (mode === 'immediate' && scope === EVERYONE) {
    await db.delete(sandboxAcquirerDelivery);
    return;
  }
  await db
    .insert(sandboxAcquirerDelivery)
    .values({ scope, mode, updatedAt: new Date() })
    .onConflictDoUpdate({ target: sandboxAcquirerDelivery.scope, set: { mode, updatedAt: new Date() } });
}

/** The mode for a customer's callbacks, read at each delivery: theirs, else everyone's, else immediate. */
export async function sandboxCallbackDelivery(customerRef: string): Promise<SandboxDeliveryMode> {
  const db = await getDb();
  const rows = await db.select().from(sandboxAcquirerDelivery).where(inArray(sandboxAcquirerDelivery.scope, [customerRef, EVERYONE]));
  const row = rows.find((candidate) => candidate.scope === customerRef) ?? rows.find((candidate) => candidate.scope === EVERYONE);
  return (row?.mode as SandboxDeliveryMode | undefined) ?? 'immediate';
}

/** Forgets one customer's setting (they follow everyone's again). */
export async function clearSandboxCallbackDelivery(customerRef: string): Promise<void> {
  const db = await getDb();
  await db.delete(sandboxAcquirerDelivery).where(eq(sandboxAcquirerDelivery.scope, customerRef));
}
