import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { OwnerPaymentsData } from '@/lib/payouts/contracts';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ownerEarnings } from './earnings';
import { isPayoutOwner } from './owner-access';
import { toEarningView } from './owner-lists';
import { payoutSummary } from './owner-summary';
import { ownerPayouts, toPayoutView } from './payout-view';

/** GET /api/profile/payouts/earnings.csv in a language (its header line and number format). */
export const earningsCsvUrl = (locale: Locale) => `/api/profile/payouts/earnings.csv?lang=${locale}`;

/**
 * Everything the owner's part of /cabinet/payments shows, for the account `userId` (the page's
 * signed-in user): the summary and the latest `shown` earnings and payouts. Null for an account
 * that is not an owner (nothing to show).
 */
export async function ownerPaymentsData(userId: number, locale: Locale, shown = 20): Promise<OwnerPaymentsData | null> {
  const [user] = await (await getDb()).select().from(users).where(eq(users.id, userId));
  if (!user || !isPayoutOwner(user)) return null;
  const summary = await payoutSummary(user);
  const { earnings, total: earningsTotal } = await ownerEarnings(userId, { limit: shown });
  const { payouts, total: payoutsTotal } = await ownerPayouts(userId, { limit: shown });
  return { summary, earnings: earnings.map(toEarningView), earningsTotal, payouts: payouts.map(toPayoutView), payoutsTotal, csvUrl: earningsCsvUrl(locale) };
}
