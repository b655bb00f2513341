import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, insideTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerOrder, sandboxAcquirerOrders } from '@/lib/server/db/schema';
import { SANDBOX_CALLBACK_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob, scheduleJob } from '@/lib/server/jobs/schedule-job';
import { log } from '@/lib/server/log';
import { sandboxSecret } from './secret';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './signature';

/** How long one delivery waits for the merchant's answer. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** The first retry comes this long after the decision (then the jobs' backoff: 30 s, 1 min, 2 min …). */
const FIRST_RETRY_MS = 30_000;
/** Tries before the delivery is given up (about five hours); the merchant's expiry job asks the status meanwhile. */
export const SANDBOX_CALLBACK_ATTEMPTS = 12;

const jobKey = (orderId: number) => `sandbox-order-${orderId}`;

/**
 * The callback's body: the decided order, in kopiyky. These exact bytes are signed (HMAC-SHA256,
 * hex, in `X-Sandbox-Signature`), so the merchant must verify the raw body before parsing it.
 */
export function sandboxCallbackBody(order: SandboxAcquirerOrder): string {
  return JSON.stringify({
    reference: order.reference,
    operation_id: order.operationId,
    status: order.status === 'paid' ? 'succeeded' : 'failed',
    amount_kop: order.amountKop,
    currency: order.currency,
    failure_code: order.failureCode,
    card_last4: order.cardLast4,
    decided_at: order.decidedAt?.toISOString() ?? null,
  });
}

/**
 * Queues the durable retry of a decided order's callback, in the transaction that decided it: if
 * the process dies before the first delivery, the job still delivers it.
 */
export async function queueSandboxCallback(orderId: number, decidedAt: Date): Promise<void> {
  await scheduleJob(SANDBOX_CALLBACK_JOB, {
    key: jobKey(orderId),
    runAt: new Date(decidedAt.getTime() + FIRST_RETRY_MS),
    payload: { orderId },
    maxAttempts: SANDBOX_CALLBACK_ATTEMPTS,
  });
}

/**
 * Posts a decided order's signed callback to the merchant's callback URL (given at checkout from
 * APP_URL, never from a request's Host). Delivered when the merchant answers 2xx with
 * `{"status":"accept"}`; then the retry job is withdrawn. Never inside a transaction: on the
 * embedded database the merchant's handler needs the one connection this would be holding.
 */
export async function deliverSandboxCallback(orderId: number, now = new Date()): Promise<boolean> {
  if (insideTransaction()) throw new Error('the sandbox callback is delivered only after the decision has committed');
  const db = await getDb();
  const [order] = await db.select().from(sandboxAcquirerOrders).where(eq(sandboxAcquirerOrders.id, orderId));
  if (!order || order.callbackDeliveredAt) return true;
  if (order.status !== 'paid' && order.status !== 'declined') return true;
  const body = sandboxCallbackBody(order);
  let accepted = false;
  let detail: string;
  try {
    const response = await fetch(order.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(body, await sandboxSecret()) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const text = await response.text();
    accepted = response.ok && acceptance(text);
    detail = `HTTP ${response.status}`;
  } catch (error) {
    detail = error instanceof Error ? error.message : String(error);
  }
  await db
    .update(sandboxAcquirerOrders)
    .set({ callbackAttempts: sql`${sandboxAcquirerOrders.callbackAttempts} + 1`, ...(accepted ? { callbackDeliveredAt: now } : {}) })
    .where(eq(sandboxAcquirerOrders.id, orderId));
  if (accepted) {
    await cancelJob(SANDBOX_CALLBACK_JOB, jobKey(orderId));
    return true;
  }
  log.warn({ orderId, reference: order.reference, detail }, 'sandbox acquirer callback not accepted');
  return false;
}

function acceptance(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && (parsed as { status?: unknown }).status === 'accept';
  } catch {
    return false;
  }
}

/** The retry job (`payments.sandbox-callback`): fails the try, so it is retried with backoff, until accepted. */
export async function runSandboxCallbackJob(payload: Record<string, unknown>, now: Date): Promise<void> {
  const orderId = Number(payload.orderId);
  if (!Number.isInteger(orderId)) throw new Error('payments.sandbox-callback needs an orderId');
  if (!(await deliverSandboxCallback(orderId, now))) throw new Error(`the merchant did not accept the callback of sandbox order ${orderId}`);
}
