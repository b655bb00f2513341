import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as deleteCancel } from '@/app/api/profile/delete-cancel/route';
import { POST as deleteRequest } from '@/app/api/profile/delete-request/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { processDueDeletions } from '@/lib/server/accounts/deletion';
import { getDb } from '@/lib/server/db/client';
import { outbox, users } from '@/lib/server/db/schema';
import { api, lastEmail, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';

afterEach(() => vi.useRealTimers());

describe('account deletion', () => {
  it('is scheduled 2 business days ahead, skipping the weekend, and mailed', async () => {
    const account = await registerRenter();
    // Friday 27 Nov 2026, 15:00 in Kyiv.
    vi.useFakeTimers({ now: new Date('2026-11-27T13:00:00Z'), toFake: ['Date'] });
    const res = await api<{ data: { deletion_due_at: string } }>(deleteRequest, { lang: 'en' }, { token: account.access_token });
    expect(res.json.data.deletion_due_at).toBe('2026-12-01T13:00:00.000Z');
    expect(await lastEmail(account.email)).toMatchObject({ template: 'deletionScheduled', subject: 'Your account deletion request was received' });
    const twice = await api<ErrorBody>(deleteRequest, {}, { token: account.access_token });
    expect(twice.status).toBe(409);
  });

  it('completes only when due: anonymises, ends sessions, and sign-in says the user was deleted', async () => {
    const account = await registerRenter();
    const requested = new Date('2026-11-23T08:00:00Z');
    vi.useFakeTimers({ now: requested, toFake: ['Date'] });
    await api(deleteRequest, {}, { token: account.access_token });
    vi.useRealTimers();

    expect(await processDueDeletions(new Date('2026-11-24T08:00:00Z'))).toBe(0);
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(200);

    expect(await processDueDeletions(new Date('2026-11-25T08:00:01Z'))).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null, passwordHash: null, avatarPath: null });
    expect(row!.email).not.toContain('olena');
    expect(row!.deletedAt).not.toBeNull();
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(401);
    const again = await api<ErrorBody>(signIn, { email: account.email, password: account.password, lang: 'en' });
    expect(again.status).toBe(403);
    expect(again.json.error.message).toBe('Sorry, the user was deleted');
    expect(await lastEmail(account.email)).toMatchObject({ template: 'deletionCompleted' });
    // Running the job again finds nothing to do.
    expect(await processDueDeletions(new Date('2026-11-26T00:00:00Z'))).toBe(0);
  });

  it('can be withdrawn before it is due', async () => {
    const account = await registerRenter();
    await api(deleteRequest, {}, { token: account.access_token });
    const res = await api<{ data: { user: { deletion_due_at: string | null } } }>(deleteCancel, {}, { token: account.access_token });
    expect(res.json.data.user.deletion_due_at).toBeNull();
    await processDueDeletions(new Date('2030-01-01T00:00:00Z'));
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(200);
  });

  it('is done once even when two job runners race', async () => {
    const accounts = await Promise.all([registerRenter(), registerRenter(), registerRenter()]);
    for (const account of accounts) await api(deleteRequest, {}, { token: account.access_token });
    const later = new Date(Date.now() + 7 * 86_400_000);
    const before = await processDueDeletions(new Date(0));
    expect(before).toBe(0);
    const [a, b] = await Promise.all([processDueDeletions(later), processDueDeletions(later)]);
    const db = await getDb();
    const rows = await Promise.all(accounts.map((account) => db.select().from(users).where(eq(users.id, account.user.id))));
    expect(rows.every(([row]) => row?.deletedAt)).toBe(true);
    // Each account was completed by exactly one runner: one completion e-mail each, never two.
    expect(a + b).toBeGreaterThanOrEqual(3);
    for (const account of accounts) {
      const mails = await db.select().from(outbox).where(and(eq(outbox.recipient, account.email), eq(outbox.template, 'deletionCompleted')));
      expect(mails, account.email).toHaveLength(1);
    }
  });
});
