import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError, type FieldMessage } from '@/lib/errors/app-error';
import { DEPOSIT_RATE_HISTORY, DEPOSIT_RATE_MAX_KOP, DEPOSIT_RATE_MIN_KOP } from '@/lib/payments/deposit-rates-input';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { afterCommit, getDb, inTransaction } from '@/lib/server/db/client';
import { siteSettings, type User } from '@/lib/server/db/schema';
import { invalidateSiteCache } from '@/lib/server/site/cache';
import { type StoredSetting, storedSettingSchemas } from '@/lib/server/site/stored-settings';

export type DepositRatesKop = { usd_kop: number; eur_kop: number };

/** Why a rate is refused, as the API names the field (`usd`, `eur`) and in hryvnias, as the operator typed it. */
function rateProblem(kop: number): FieldMessage | null {
  if (!Number.isSafeInteger(kop)) return { key: 'invalidType' };
  if (kop < DEPOSIT_RATE_MIN_KOP) return { key: 'min', params: { value: DEPOSIT_RATE_MIN_KOP / 100 } };
  if (kop > DEPOSIT_RATE_MAX_KOP) return { key: 'max', params: { value: DEPOSIT_RATE_MAX_KOP / 100 } };
  return null;
}

/**
 * An operator sets the rates dollar and euro deposits are held at (docs/payments.md "Deposits"):
 * staff only, each within 10 – 1 000 ₴ (lib/payments/deposit-rates-input.ts says why). The setting
 * is read and rewritten under its row lock, so two operators saving at once both land in the
 * history in order; the change (when, who, from, to) goes to the front of the setting's own
 * history, which keeps the last 20 (docs/decisions.md "The deposit rates screen"). Bookings are
 * not touched: a paid one keeps the rate copied onto it (`deposit_rate_kop`); the next payment is
 * fixed at the new rate.
 */
export async function updateDepositRates(actor: User, rates: DepositRatesKop, now = new Date()): Promise<StoredSetting<'deposit_rates'>> {
  assertStaff(actor);
  const fields: Record<string, FieldMessage> = {};
  const usd = rateProblem(rates.usd_kop);
  const eur = rateProblem(rates.eur_kop);
  if (usd) fields.usd = usd;
  if (eur) fields.eur = eur;
  if (usd || eur) throw new AppError('validation_failed', { fields });

  return inTransaction(async () => {
    const db = await getDb();
    // A database seeded before this setting existed has no row: the defaults become it, so there is a row to lock.
    await db
      .insert(siteSettings)
      .values({ key: 'deposit_rates', value: storedSettingSchemas.deposit_rates.parse(undefined) })
      .onConflictDoNothing({ target: siteSettings.key });
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'deposit_rates')).for('update');
    const current = storedSettingSchemas.deposit_rates.parse(row!.value);
    const change = {
      at: now.toISOString(),
      by: actor.id,
      from: { usd_kop: current.usd_kop, eur_kop: current.eur_kop },
      to: { usd_kop: rates.usd_kop, eur_kop: rates.eur_kop },
    };
    const next = storedSettingSchemas.deposit_rates.parse({ ...change.to, history: [change, ...current.history].slice(0, DEPOSIT_RATE_HISTORY) });
    await db.update(siteSettings).set({ value: next, updatedAt: now }).where(eq(siteSettings.key, 'deposit_rates'));
    afterCommit(invalidateSiteCache);
    return next;
  });
}
