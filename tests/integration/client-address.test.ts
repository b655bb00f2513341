import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as registerUser } from '@/app/api/auth/register-user/route';
import { getDb } from '@/lib/server/db/client';
import { accessTokens } from '@/lib/server/db/schema';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import { api, type SessionBody, signUpBody } from '@/tests/support/accounts';

afterEach(() => vi.unstubAllEnvs());

/** Signs up with the given request headers and returns the address the new session was recorded with. */
async function recordedAddress(headers: Record<string, string>) {
  const res = await api<SessionBody>(registerUser, signUpBody(), { headers });
  expect(res.status).toBe(200);
  const db = await getDb();
  const [row] = await db.select({ ip: accessTokens.ip }).from(accessTokens).where(eq(accessTokens.userId, res.json.data.user.id)).orderBy(desc(accessTokens.id)).limit(1);
  return row?.ip;
}

describe("the client's address", () => {
  it('is the connection peer by default: a forged X-Forwarded-For or X-Real-IP is ignored', async () => {
    expect(await recordedAddress({ [PEER_IP_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' })).toBe('198.51.100.7');
    expect(await recordedAddress({ 'x-forwarded-for': '203.0.113.9' })).toBe('unknown');
  });

  it('comes from X-Forwarded-For when the peer is a trusted proxy', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
    expect(await recordedAddress({ [PEER_IP_HEADER]: '10.0.0.2', 'x-forwarded-for': '1.1.1.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await recordedAddress({ [PEER_IP_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.9' })).toBe('198.51.100.7');
  });
});
