import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { TDepositRatesView } from '@/lib/payments/deposit-rates-input';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb } from '@/lib/server/db/client';
import { siteSettings, type User, users } from '@/lib/server/db/schema';
import { type StoredSetting, storedSettingSchemas } from '@/lib/server/site/stored-settings';

/** The rates and their history as operators see them: each change with the operator's name (or e-mail). */
export async function toDepositRatesView(stored: StoredSetting<'deposit_rates'>): Promise<TDepositRatesView> {
  const ids = [...new Set(stored.history.map((change) => change.by).filter((id): id is number => id !== null))];
  const db = await getDb();
  const people = ids.length ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, ids)) : [];
  const names = new Map(people.filter((person) => !person.deletedAt).map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim() || person.email]));
  return {
    rates: { usd_kop: stored.usd_kop, eur_kop: stored.eur_kop },
    history: stored.history.map((change) => ({
      at: change.at,
      by: change.by !== null && names.has(change.by) ? { id: change.by, name: names.get(change.by)! } : null,
      from: change.from,
      to: change.to,
    })),
  };
}

/** The operators' deposit rates screen: the rates in force and who changed them when. Staff only. */
export async function depositRatesView(actor: User): Promise<TDepositRatesView> {
  assertStaff(actor);
  const db = await getDb();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'deposit_rates'));
  return toDepositRatesView(storedSettingSchemas.deposit_rates.parse(row?.value));
}
