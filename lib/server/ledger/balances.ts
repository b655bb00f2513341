import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { ledgerEntries } from '@/lib/server/db/schema';

/** An account's balance: the sum of its entries (debits positive; a liability's is negative). */
export async function accountBalance(account: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKop}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}

/** Balances of several accounts at once (missing accounts read 0). */
export async function accountBalances(accounts: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (!accounts.length) return found;
  const db = await getDb();
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountKop})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, [...accounts]))
    .groupBy(ledgerEntries.account);
  for (const row of rows) found.set(row.account, Number(row.total));
  return found;
}

/** Every account's balance; they sum to zero when the books balance (the reconciliation checks it). */
export async function trialBalance(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db.select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountKop})` }).from(ledgerEntries).groupBy(ledgerEntries.account);
  return new Map(rows.map((row) => [row.account, Number(row.total)]));
}
