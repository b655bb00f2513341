import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { accessTokens } from '@/lib/server/db/schema';

/** Ends one session. */
export async function revokeToken(tokenId: number): Promise<void> {
  const db = await getDb();
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}
