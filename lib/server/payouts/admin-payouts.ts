import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { fullName } from '@/lib/server/accounts/to-viewer';
import { getDb } from '@/lib/server/db/client';
import { type Payout, payouts, type User, users } from '@/lib/server/db/schema';

export type OwnerToPay = { id: number; name: string; email: string; availableKop: number };

/**
 * Operators: the owners with money available to pay out (their `owner:{id}` balance less payouts in
 * progress), most owed first — who a manual payout can be recorded for.
 */
export async function ownersToPay(operator: User, limit = 100): Promise<OwnerToPay[]> {
  assertStaff(operator);
  const db = await getDb();
  const rows = (
    (await db.execute(sql`
      select u.id, u.first_name, u.last_name, u.email,
        ((-sum(e.amount_kop)) - (select coalesce(sum(p.amount_kop), 0) from payouts p where p.owner_id = u.id and p.status = 'pending'))::text as available
      from ledger_entries e
      join users u on e.account = 'owner:' || u.id
      group by u.id
      having (-sum(e.amount_kop)) - (select coalesce(sum(p.amount_kop), 0) from payouts p where p.owner_id = u.id and p.status = 'pending') > 0
      order by 5 desc, u.id
      limit ${limit}`)) as unknown as { rows: { id: number; first_name: string; last_name: string; email: string; available: string }[] }
  ).rows;
  return rows.map((row) => ({ id: Number(row.id), name: fullName({ firstName: row.first_name, lastName: row.last_name }), email: row.email, availableKop: Number(row.available) }));
}

/** Operators: the latest payouts of every owner, with whom they went to. */
export async function latestPayouts(operator: User, limit = 20): Promise<(Payout & { ownerName: string; ownerEmail: string })[]> {
  assertStaff(operator);
  const db = await getDb();
  const rows = await db.select({ payout: payouts, owner: users }).from(payouts).innerJoin(users, eq(users.id, payouts.ownerId)).orderBy(desc(payouts.id)).limit(limit);
  return rows.map(({ payout, owner }) => ({ ...payout, ownerName: fullName(owner), ownerEmail: owner.email }));
}
