import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_DAYS } from '@/lib/auth/constants';
import { getDb } from '@/lib/server/db/client';
import { accessTokens } from '@/lib/server/db/schema';

/** 32 random bytes, URL-safe: unguessable, so a plain SHA-256 (no salt, no slow hash) is enough at rest. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * 32 random bytes as lower-case hex, for tokens that travel in a URL path: the proxy lower-cases
 * paths (spec §2), so a mixed-case token would not survive the redirect.
 */
export function generateUrlToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a session token for a user; only its hash is stored. Returns the token to hand out once. */
export async function createAccessToken(
  userId: number,
  meta: { userAgent?: string | null; ip?: string | null; ttlDays?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = generateToken();
  const expiresAt = new Date(Date.now() + (meta.ttlDays ?? ACCESS_TOKEN_TTL_DAYS) * 86_400_000);
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    ip: meta.ip ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}
