import 'server-only';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import { getDb } from '@/lib/server/db/client';
import { accessTokens, type User, users } from '@/lib/server/db/schema';
import { hashToken } from './tokens';

export type Session = { user: User; tokenId: number; via: 'bearer' | 'cookie' };

// Touching last_used_at on every request would turn every read into a write; once a minute is plenty.
const TOUCH_INTERVAL_MS = 60_000;

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // A malformed escape is a broken cookie, not a server error: no session.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The token a request carries: `Authorization: Bearer …` first (apps), else the cookie (web). */
export function requestToken(request: Request): { token: string; via: 'bearer' | 'cookie' } | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = readCookie(request.headers.get('cookie'), ACCESS_TOKEN_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The signed-in account behind a request, or null for a missing, unknown, expired or revoked token. */
export async function resolveSession(request: Request): Promise<Session | null> {
  const carried = requestToken(request);
  if (!carried || carried.token.length > 200) return null;
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(carried.token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    const stale = new Date(now.getTime() - TOUCH_INTERVAL_MS);
    await db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(accessTokens.id, row.tokenId), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, stale))));
  }
  return { user: row.user, tokenId: row.tokenId, via: carried.via };
}
