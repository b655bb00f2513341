import 'server-only';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { rateLimitEvents } from '@/lib/server/db/schema';

export type Limit = { bucket: string; max: number; windowMs: number };

/** Throws 429 when `key` already has `max` events in the bucket's window. */
export async function assertUnderLimit(limit: Limit, key: string, now = new Date()): Promise<void> {
  const db = await getDb();
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
  if ((row?.n ?? 0) >= limit.max) throw new AppError('rate_limited');
}

export async function recordEvent(bucket: string, key: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.insert(rateLimitEvents).values({ bucket, key, createdAt: now });
}

/** Forgets a key's events (a successful sign-in clears the account's failures). */
export async function clearEvents(bucket: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}

/** Housekeeping for the jobs runner: events older than a day are never counted. */
export async function pruneRateLimitEvents(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - 86_400_000)));
}
