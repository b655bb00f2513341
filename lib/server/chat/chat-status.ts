import 'server-only';
import { sql } from 'drizzle-orm';
import { FINAL_STATUSES } from '@/lib/bookings/status';
import { CHAT_LIMITS, type TChatStatus } from '@/lib/chat/contracts';
import { getDb } from '@/lib/server/db/client';
import type { User } from '@/lib/server/db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Totals = { messages: number; notices: number; as_renter: number; as_owner: number };

/**
 * Everything unread, and per side (the menu's "my trips" and "my activity" badges): unread messages,
 * plus one for each booking with an unread notification. Over all of the person's bookings, not
 * only the current ones the poll lists, so an owner of a large fleet is counted whole.
 */
const totalsQuery = (user: ReturnType<typeof sql>) => sql`
      with threads as (
        select coalesce(sum(t.unread), 0)::int as total,
          coalesce(sum(t.unread) filter (where b.renter_id = ${user}), 0)::int as renter,
          coalesce(sum(t.unread) filter (where b.owner_id = ${user}), 0)::int as owner
        from chat_threads t join bookings b on b.id = t.booking_id
        where t.user_id = ${user} and t.unread > 0
      ), notices as (
        select count(*)::int as total,
          (count(distinct n.booking_id) filter (where b.renter_id = ${user}))::int as renter,
          (count(distinct n.booking_id) filter (where b.owner_id = ${user}))::int as owner
        from notifications n left join bookings b on b.id = n.booking_id
        where n.user_id = ${user} and n.read_at is null
      )
      select threads.total as messages, notices.total as notices,
        threads.renter + notices.renter as as_renter, threads.owner + notices.owner as as_owner
      from threads, notices`;
const totalOf = (totals: Totals | undefined) => (totals?.messages ?? 0) + (totals?.notices ?? 0);

export type UnreadCounts = { total: number; renter: number; owner: number };

/**
 * What the avatar's and the menu's badges count, for the page the server draws, so they are right
 * before the first poll answers. The poll's own statement.
 */
export async function unreadCounts(userId: number): Promise<UnreadCounts> {
  const db = await getDb();
  const [totals] = rowsOf<Totals>(await db.execute(totalsQuery(sql`${userId}::int`)));
  return { total: totalOf(totals), renter: totals?.as_renter ?? 0, owner: totals?.as_owner ?? 0 };
}
type Item = { id: number; renter: boolean; status: number; unread: number; fresh: boolean };

/**
 * The status poll (spec §7, every 10 seconds while signed in; docs/chat.md "The status poll"): what
 * is unread — messages plus notifications — and each current booking's status, unread messages and
 * whether a notification about it waits. Two indexed statements whatever the number of bookings:
 * the totals from `chat_threads.unread` (kept by each send) and the partial unread-notifications
 * index; the bookings from the renter and owner indexes. Nothing is written: polling is free of locks.
 */
export async function chatStatus(actor: User, bookingIds: readonly number[]): Promise<TChatStatus> {
  const db = await getDb();
  const user = sql`${actor.id}::int`;
  const asked = bookingIds.length ? sql`array[${sql.join(bookingIds.map((id) => sql`${id}::int`), sql`, `)}]` : sql`array[]::int[]`;
  const closed = sql.raw(FINAL_STATUSES.join(', '));
  const [totalsResult, itemsResult] = await Promise.all([
    db.execute(totalsQuery(user)),
    db.execute(sql`
      select b.id, b.renter_id = ${user} as renter, b.status, coalesce(t.unread, 0)::int as unread,
        exists (select 1 from notifications n where n.user_id = ${user} and n.booking_id = b.id and n.read_at is null) as fresh
      from bookings b
      left join chat_threads t on t.booking_id = b.id and t.user_id = ${user}
      where (b.renter_id = ${user} or b.owner_id = ${user})
        and (b.status not in (${closed}) or b.id = any(${asked}))
      order by b.status in (${closed}), b.start_at, b.id
      limit ${CHAT_LIMITS.statusBookings}::int`),
  ]);
  const [totals] = rowsOf<Totals>(totalsResult);
  return {
    count_notifications: totalOf(totals),
    unread_as: { renter: totals?.as_renter ?? 0, owner: totals?.as_owner ?? 0 },
    bookings: rowsOf<Item>(itemsResult).map((row) => ({ id: row.id, as: row.renter ? ('renter' as const) : ('owner' as const), status: row.status, unread_messages: row.unread, notifications: { status: row.fresh } })),
  };
}
