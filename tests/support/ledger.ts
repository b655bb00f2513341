import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { accountBalances } from '@/lib/server/ledger/balances';

/** The books balance: every ledger transaction's entries, and all entries together, sum to zero. */
export async function expectBooksBalanced(): Promise<void> {
  const db = await getDb();
  const uneven = await db.execute(sql`select transaction_id, sum(amount_kop)::text as total from ledger_entries group by transaction_id having sum(amount_kop) <> 0`);
  expect((uneven as unknown as { rows: unknown[] }).rows, 'ledger transactions that do not balance').toEqual([]);
  const bare = await db.execute(sql`select t.id from ledger_transactions t where (select count(*) from ledger_entries e where e.transaction_id = t.id) < 2`);
  expect((bare as unknown as { rows: unknown[] }).rows, 'ledger transactions with fewer than two entries').toEqual([]);
  const [total] = (await db.execute(sql`select coalesce(sum(amount_kop), 0)::text as total from ledger_entries`) as unknown as { rows: { total: string }[] }).rows;
  expect(total?.total).toBe('0');
}

/** The named accounts' balances, as an object (debits positive, a liability's balance negative). */
export async function balancesOf(...accounts: string[]): Promise<Record<string, number>> {
  return Object.fromEntries(await accountBalances(accounts));
}
