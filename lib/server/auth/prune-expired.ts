import 'server-only';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { accessTokens, emailChanges, passwordResetTokens, socialTokens, verificationCodes } from '@/lib/server/db/schema';

const DAY_MS = 86_400_000;
/** Ended sessions are kept a while: their addresses let an owner sign in past an account-wide pause. */
export const ENDED_SESSIONS_KEPT_DAYS = 90;

/**
 * Housekeeping job: one-time credentials that can no longer be used are deleted a day after they
 * ended (they hold addresses, names and e-mail addresses), ended sessions after 90 days.
 */
export async function pruneExpiredCredentials(now = new Date()): Promise<number> {
  const db = await getDb();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sessionsBefore = new Date(now.getTime() - ENDED_SESSIONS_KEPT_DAYS * DAY_MS);
  const counts = await Promise.all([
    db.delete(socialTokens).where(lt(socialTokens.expiresAt, dayAgo)).returning({ id: socialTokens.id }),
    db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, dayAgo), and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo)))).returning({ id: passwordResetTokens.id }),
    db.delete(emailChanges).where(or(lt(emailChanges.expiresAt, dayAgo), and(isNotNull(emailChanges.consumedAt), lt(emailChanges.consumedAt, dayAgo)))).returning({ id: emailChanges.id }),
    db.delete(verificationCodes).where(or(lt(verificationCodes.expiresAt, dayAgo), and(isNotNull(verificationCodes.consumedAt), lt(verificationCodes.consumedAt, dayAgo)))).returning({ id: verificationCodes.id }),
    db.delete(accessTokens).where(or(lt(accessTokens.expiresAt, sessionsBefore), and(isNotNull(accessTokens.revokedAt), lt(accessTokens.revokedAt, sessionsBefore)))).returning({ id: accessTokens.id }),
  ]);
  return counts.reduce((sum, rows) => sum + rows.length, 0);
}
