import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb, insideTransaction } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';

/**
 * At most `max` attempts per key in a fixed window of `windowMs`. With `block`, going over the
 * limit blocks the key for `baseMs`, doubling with each block in a row up to `maxMs` (backoff), so
 * guessing slows down exponentially while an honest person waits a minute, not for ever.
 */
export type Limit = {
  bucket: string;
  max: number;
  windowMs: number;
  block?: { baseMs: number; maxMs: number };
  /** Keyed by the caller's address: scaled by RATE_LIMIT_ADDRESS_MULTIPLIER (many people behind one NAT). */
  perAddress?: boolean;
};

function maxOf(limit: Limit): number {
  const factor = Number(process.env.RATE_LIMIT_ADDRESS_MULTIPLIER || 1);
  return limit.perAddress && Number.isFinite(factor) && factor >= 1 ? Math.floor(limit.max * factor) : limit.max;
}

type Row = { count: number; blocked_until: string | Date | null };

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function tooMany(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('rate_limited_wait', { params: { minutes } });
}

/**
 * Counts `cost` attempts (one by default; an upload counts its files) for `key` and throws 429 when
 * that goes over the limit. The check and the count are one statement (insert-or-increment,
 * returning the new count), so parallel requests can never get past the limit together; a blocked
 * key is not counted further while it waits.
 */
export async function consume(limit: Limit, key: string, now = new Date(), cost = 1): Promise<void> {
  if (!Number.isInteger(cost) || cost < 1) throw new Error(`rate limit ${limit.bucket}: cost must be a positive whole number`);
  // A refused attempt throws, and a throw rolls back the transaction around it — with the count.
  // Counting must therefore happen before any transaction starts (it is one atomic statement).
  if (insideTransaction()) throw new Error(`rate limit ${limit.bucket} counted inside a transaction: its count would be rolled back`);
  const db = await getDb();
  const at = now.toISOString();
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const fresh = sql`(${rateLimits.windowStart} <= ${since}::timestamptz)`;
  const next = sql`(case when ${fresh} then ${cost}::int else ${rateLimits.count} + ${cost}::int end)`;
  const max = maxOf(limit);
  const over = limit.block ? sql`(${next} > ${max})` : sql`false`;
  const blockFor = limit.block
    ? sql`least(${limit.block.baseMs}::float8 * power(2, least(${rateLimits.strikes}, 30)), ${limit.block.maxMs}::float8) * interval '1 millisecond'`
    : sql`interval '0'`;
  const result = await db.execute(sql`
    insert into ${rateLimits} (bucket, key, count, window_start, strikes, updated_at)
    values (${limit.bucket}, ${key}, ${cost}::int, ${at}::timestamptz, 0, ${at}::timestamptz)
    on conflict (bucket, key) do update set
      count = case when ${over} then 0 else ${next} end,
      window_start = case when ${over} or ${fresh} then ${at}::timestamptz else ${rateLimits.windowStart} end,
      strikes = case when ${over} then ${rateLimits.strikes} + 1 else ${rateLimits.strikes} end,
      blocked_until = case when ${over} then ${at}::timestamptz + ${blockFor} else null end,
      updated_at = ${at}::timestamptz
    where ${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}::timestamptz
    returning count, blocked_until`);
  const [row] = rowsOf<Row>(result);
  if (!row) {
    // The key is blocked: the update's guard kept it as it was.
    const [blocked] = await db
      .select({ until: rateLimits.blockedUntil })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.key, key)));
    throw tooMany(blocked?.until ?? new Date(now.getTime() + 60_000), now);
  }
  if (row.blocked_until) throw tooMany(new Date(row.blocked_until), now);
  if (row.count > max) throw new AppError('rate_limited');
}

/** Gives back one counted attempt (a sign-in that succeeded should not use up the address's budget). */
export async function refund(limit: Limit, key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.key, key)));
}

/** Forgets a key (a successful sign-in or password reset clears the account's failures and strikes). */
export async function reset(limit: Limit, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, limit.bucket), eq(rateLimits.key, key)));
}

/** Housekeeping job: counters untouched for a day and no longer blocked are forgotten (strikes decay). */
export async function pruneRateLimits(now = new Date()): Promise<number> {
  const db = await getDb();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const removed = await db
    .delete(rateLimits)
    .where(and(lt(rateLimits.updatedAt, dayAgo), or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now))))
    .returning({ key: rateLimits.key });
  return removed.length;
}
