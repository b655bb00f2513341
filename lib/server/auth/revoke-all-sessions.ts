import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { accessTokens } from '@/lib/server/db/schema';

/** Signs an account out everywhere (password reset, deletion). */
export async function revokeAllSessions(userId: number): Promise<void> {
  const db = await getDb();
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
