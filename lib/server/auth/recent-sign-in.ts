import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { accessTokens } from '@/lib/server/db/schema';
import type { Session } from './resolve-session';

/** How fresh a sign-in must be for steps that would hand the account to someone else (linking a login). */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/**
 * Whether the session was started by entering credentials a moment ago. A token stolen from a
 * device is usually older: it can browse, but not add a way in that survives a password change.
 */
export async function signedInRecently(session: Session, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [token] = await db.select({ createdAt: accessTokens.createdAt }).from(accessTokens).where(eq(accessTokens.id, session.tokenId));
  return Boolean(token && now.getTime() - token.createdAt.getTime() <= RECENT_SIGN_IN_MS);
}
