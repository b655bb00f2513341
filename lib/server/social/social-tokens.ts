import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { generateUrlToken, hashToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { socialTokens } from '@/lib/server/db/schema';
import type { SocialProfile, SocialProvider } from './providers';

const TTL_MS = 10 * 60_000;

/** A one-time token for /s-login/{token} (existing account) or /s-register/{driver}/{token} (new person). */
export async function createSocialToken(kind: 'login' | 'register', provider: SocialProvider, profile: SocialProfile, userId: number | null): Promise<string> {
  const token = generateUrlToken();
  const db = await getDb();
  await db.insert(socialTokens).values({
    kind,
    tokenHash: hashToken(token),
    userId,
    provider,
    providerUserId: profile.id,
    profile: { email: profile.email, firstName: profile.firstName, lastName: profile.lastName },
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  return token;
}

const live = (token: string, kind: 'login' | 'register') =>
  and(eq(socialTokens.tokenHash, hashToken(token)), eq(socialTokens.kind, kind), isNull(socialTokens.usedAt), gt(socialTokens.expiresAt, new Date()));

/** Reads a registration token without using it up (to fill in the form). */
export async function peekSocialToken(token: string, kind: 'login' | 'register') {
  const db = await getDb();
  const [row] = await db.select().from(socialTokens).where(live(token, kind)).limit(1);
  return row ?? null;
}

/** Uses a token up; a used, expired or unknown one is refused. */
export async function consumeSocialToken(token: string, kind: 'login' | 'register') {
  const db = await getDb();
  // Deleted as it is used: single-use by construction, and the provider profile it carried (name,
  // e-mail) is not kept once it has done its job.
  const [row] = await db.delete(socialTokens).where(live(token, kind)).returning();
  if (!row) throw new AppError('social_failed');
  return row;
}
