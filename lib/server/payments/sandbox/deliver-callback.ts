import 'server-only';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { afterCommit, getDb, insideTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerOrder, sandboxAcquirerCallbacks, sandboxAcquirerOrders } from '@/lib/server/db/schema';
import { SANDBOX_CALLBACK_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob, scheduleJob } from '@/lib/server/jobs/schedule-job';
import { log } from '@/lib/server/log';
import type { CardToken } from '../provider';
import { type SandboxReport, sandboxCallbackBody } from './callback-body';
import { sandboxCallbackDelivery } from './delivery-mode';
import { sandboxSecret } from './secret';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './signature';

export { sandboxCallbackBody } from './callback-body';

/** How long one delivery waits for the merchant's answer. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** The first retry comes this long after the event (then the jobs' backoff: 30 s, 1 min, 2 min …). */
const FIRST_RETRY_MS = 30_000;
/** Tries before the delivery is given up (about five hours); the merchant's expiry job asks the status meanwhile. */
export const SANDBOX_CALLBACK_ATTEMPTS = 12;

/** The key of a callback's `payments.sandbox-callback` run. */
export const sandboxCallbackJobKey = (callbackId: number) => `sandbox-callback-${callbackId}`;

/**
 * Records the callback the bank owes for an order's event, with its exact body, and queues its
 * durable retry — in the transaction of the event: if the process dies before the first delivery,
 * the job still delivers it. Returns its id, for `sendSandboxCallbacks` once that has committed.
 */
export async function recordSandboxCallback(order: SandboxAcquirerOrder, card: CardToken | null, report: SandboxReport, now: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(sandboxAcquirerCallbacks)
    .values({ orderId: order.id, event: report.event, body: sandboxCallbackBody(order, card, report), createdAt: now })
    .returning({ id: sandboxAcquirerCallbacks.id });
  await scheduleJob(SANDBOX_CALLBACK_JOB, {
    key: sandboxCallbackJobKey(row!.id),
    runAt: new Date(now.getTime() + FIRST_RETRY_MS),
    payload: { callbackId: row!.id },
    maxAttempts: SANDBOX_CALLBACK_ATTEMPTS,
  });
  return row!.id;
}

async function post(url: string, body: string, signature: string): Promise<{ accepted: boolean; detail: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const text = await response.text();
    return { accepted: response.ok && acceptance(text), detail: `HTTP ${response.status}` };
  } catch (error) {
    return { accepted: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function acceptance(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && (parsed as { status?: unknown }).status === 'accept';
  } catch {
    return false;
  }
}

/**
 * Posts one callback, signed, to the merchant's callback URL (given at checkout from APP_URL,
 * never from a request's Host) — two times in a row when the delivery switch says `twice`.
 * Delivered when the merchant answers 2xx with `{"status":"accept"}`; then the retry job is
 * withdrawn. Never inside a transaction: on the embedded database the merchant's handler needs the
 * one connection this would be holding.
 */
export async function deliverSandboxCallback(callbackId: number, now = new Date()): Promise<boolean> {
  if (insideTransaction()) throw new Error('a sandbox callback is delivered only after its operation has committed');
  const db = await getDb();
  const [found] = await db
    .select({ callback: sandboxAcquirerCallbacks, order: sandboxAcquirerOrders })
    .from(sandboxAcquirerCallbacks)
    .innerJoin(sandboxAcquirerOrders, eq(sandboxAcquirerOrders.id, sandboxAcquirerCallbacks.orderId))
    .where(eq(sandboxAcquirerCallbacks.id, callbackId));
  if (!found || found.callback.deliveredAt) return true;
  const { callback, order } = found;
  const tries = (await sandboxCallbackDelivery(order.customerRef)) === 'twice' ? 2 : 1;
  const signature = signSandboxBody(callback.body, await sandboxSecret());
  let accepted = false;
  let detail = '';
  for (let i = 0; i < tries; i += 1) {
    const answer = await post(order.callbackUrl, callback.body, signature);
    accepted ||= answer.accepted;
    detail = answer.detail;
  }
  const delivered = accepted ? { deliveredAt: sql`coalesce(${sandboxAcquirerCallbacks.deliveredAt}, ${now.toISOString()}::timestamptz)` } : {};
  await db
    .update(sandboxAcquirerCallbacks)
    .set({ attempts: sql`${sandboxAcquirerCallbacks.attempts} + ${tries}`, ...delivered })
    .where(eq(sandboxAcquirerCallbacks.id, callbackId));
  await db
    .update(sandboxAcquirerOrders)
    .set({ callbackAttempts: sql`${sandboxAcquirerOrders.callbackAttempts} + ${tries}`, ...(accepted ? { callbackDeliveredAt: now } : {}) })
    .where(eq(sandboxAcquirerOrders.id, order.id));
  if (accepted) {
    await cancelJob(SANDBOX_CALLBACK_JOB, sandboxCallbackJobKey(callbackId));
    return true;
  }
  log.warn({ callbackId, reference: order.reference, event: callback.event, detail }, 'sandbox acquirer callback not accepted');
  return false;
}

/**
 * The first delivery of callbacks just recorded, once their operation has committed, as the
 * delivery switch says for their customer: at once (`immediate`, `twice`), not at all (`late`: the
 * job delivers it), or (`reversed`) held back until the customer's next callback, which then goes
 * first and the held ones after it.
 */
async function deliverFresh(callbackIds: number[], now: Date): Promise<void> {
  const db = await getDb();
  for (const callbackId of callbackIds) {
    const [found] = await db
      .select({ customerRef: sandboxAcquirerOrders.customerRef })
      .from(sandboxAcquirerCallbacks)
      .innerJoin(sandboxAcquirerOrders, eq(sandboxAcquirerOrders.id, sandboxAcquirerCallbacks.orderId))
      .where(eq(sandboxAcquirerCallbacks.id, callbackId));
    if (!found) continue;
    const mode = await sandboxCallbackDelivery(found.customerRef);
    if (mode === 'late') continue;
    if (mode === 'reversed') {
      const earlier = await db
        .select({ id: sandboxAcquirerCallbacks.id })
        .from(sandboxAcquirerCallbacks)
        .innerJoin(sandboxAcquirerOrders, eq(sandboxAcquirerOrders.id, sandboxAcquirerCallbacks.orderId))
        .where(and(eq(sandboxAcquirerOrders.customerRef, found.customerRef), isNull(sandboxAcquirerCallbacks.deliveredAt), lt(sandboxAcquirerCallbacks.id, callbackId)))
        .orderBy(asc(sandboxAcquirerCallbacks.id));
      if (!earlier.length) continue;
      await deliverSandboxCallback(callbackId, now);
      for (const { id } of earlier) await deliverSandboxCallback(id, now);
      continue;
    }
    await deliverSandboxCallback(callbackId, now);
  }
}

/**
 * Sends callbacks an operation recorded: called outside a transaction, at once and awaited (so the
 * renter sent back usually finds the payment settled); called inside the caller's transaction, once
 * that commits. A failed try is left to the retry job, which is what guarantees delivery.
 */
export async function sendSandboxCallbacks(callbackIds: number[], now: Date): Promise<void> {
  if (!callbackIds.length) return;
  const send = () =>
    deliverFresh(callbackIds, now).catch((error: unknown) => {
      log.warn({ err: error, callbackIds }, 'sandbox acquirer callback failed; the retry job will deliver it');
    });
  if (insideTransaction()) afterCommit(send);
  else await send();
}

/** The retry job (`payments.sandbox-callback`): fails the try, so it is retried with backoff, until accepted. */
export async function runSandboxCallbackJob(payload: Record<string, unknown>, now: Date): Promise<void> {
  const callbackId = Number(payload.callbackId);
  if (Number.isInteger(callbackId) && callbackId > 0) {
    if (!(await deliverSandboxCallback(callbackId, now))) throw new Error(`the merchant did not accept sandbox callback ${callbackId}`);
    return;
  }
  // A run queued before callbacks had their own rows names the order: its callbacks still owed.
  const orderId = Number(payload.orderId);
  if (!Number.isInteger(orderId)) throw new Error('payments.sandbox-callback needs a callbackId');
  const db = await getDb();
  const owed = await db
    .select({ id: sandboxAcquirerCallbacks.id })
    .from(sandboxAcquirerCallbacks)
    .where(and(eq(sandboxAcquirerCallbacks.orderId, orderId), isNull(sandboxAcquirerCallbacks.deliveredAt)))
    .orderBy(asc(sandboxAcquirerCallbacks.id));
  for (const { id } of owed) if (!(await deliverSandboxCallback(id, now))) throw new Error(`the merchant did not accept sandbox callback ${id}`);
}
