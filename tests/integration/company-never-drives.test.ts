import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as callback } from '@/app/api/identity/callback/route';
import { POST as share } from '@/app/api/identity/sandbox/share/route';
import { POST as start } from '@/app/api/verification/identity/start/route';
import { POST as decide } from '@/app/api/admin/verification/licence-decision/route';
import { POST as submit } from '@/app/api/verification/licence/submit/route';
import { kyivToday } from '@/lib/catalog/search-params';
import { addYears } from '@/lib/time/iso-date';
import { getDb } from '@/lib/server/db/client';
import { driverLicences, identitySessions, users } from '@/lib/server/db/schema';
import { identityProvider } from '@/lib/server/identity/identity-sessions';
import { sandboxLicence } from '@/lib/server/identity/sandbox';
import { dbFailure } from '@/lib/server/db/db-errors';
import { markApprovedDriver } from '@/lib/server/verification/driver-approval';
import { approveSharedLicence } from '@/lib/server/verification/licence';
import { api } from '@/tests/support/accounts';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser, reloadUser, unique } from '@/tests/support/factories';

const before = process.env.IDENTITY_PROVIDER;
beforeAll(() => {
  process.env.IDENTITY_PROVIDER = 'sandbox';
});
afterAll(() => {
  if (before === undefined) delete process.env.IDENTITY_PROVIDER;
  else process.env.IDENTITY_PROVIDER = before;
});

const company = () => createSignedInUser({ role: 3, isHost: true, isUser: false, legalVerification: 2 });

/** A licence row for the account as if it had got past every form (only a bug or a direct write could). */
async function licenceFor(userId: number, status: 'draft' | 'pending') {
  const today = kyivToday();
  const db = await getDb();
  const [row] = await db
    .insert(driverLicences)
    .values({
      userId,
      country: 'UA',
      serialNumber: `CMP${unique().toUpperCase()}`,
      firstName: 'Тарас',
      lastName: 'Шевченко',
      birthDate: addYears(today, -40),
      issuedOn: addYears(today, -20),
      expiresOn: addYears(today, 5),
      photos: { front: 'private/x/front.jpg', back: 'private/x/back.jpg', selfie: 'private/x/selfie.jpg' },
      status,
      submittedAt: status === 'pending' ? new Date() : null,
    })
    .returning();
  return row!;
}

async function waitingSession(userId: number) {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(identitySessions).values({ id, userId, provider: 'sandbox', expiresAt: new Date(Date.now() + 60_000) });
  return id;
}

describe('a company never becomes a driver', () => {
  it('cannot open an identity-app share, nor share through the sandbox app', async () => {
    const { user, token } = await company();
    const started = await api<ErrorBody>(start, {}, { token });
    expect(started.status).toBe(403);
    expect(started.json.error.code).toBe('legal_cannot_rent');
    const sessionId = await waitingSession(user.id);
    const shared = await api<ErrorBody>(share, { session_id: sessionId }, { token });
    expect(shared.status).toBe(403);
    expect((await reloadUser(user.id))!.isDriverLicenseVerified).toBe(false);
  });

  it('is not approved by a validly signed identity callback: the share ends as a mismatch', async () => {
    const { user } = await company();
    const sessionId = await waitingSession(user.id);
    const body = JSON.stringify({ session_id: sessionId, licence: sandboxLicence(user) });
    const res = await callRoute<{ data: { status: string } }>(callback, { rawBody: body, headers: { 'content-type': 'application/json', 'x-signature': await identityProvider()!.sign(body) } });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('mismatch');
    const db = await getDb();
    const [session] = await db.select().from(identitySessions).where(eq(identitySessions.id, sessionId));
    expect(session).toMatchObject({ status: 'mismatch', reason: 'wrong_account_kind' });
    expect((await reloadUser(user.id))!.isDriverLicenseVerified).toBe(false);
  });

  it('is refused by the approval itself, whoever calls it, and nothing of it is kept', async () => {
    const { user } = await company();
    await expect(approveSharedLicence(user.id, { ...sandboxLicence(user), lang: undefined } as never, 'test')).rejects.toMatchObject({ code: 'legal_cannot_rent' });
    await expect(markApprovedDriver(user.id)).rejects.toMatchObject({ code: 'legal_cannot_rent' });
    const db = await getDb();
    expect(await db.select().from(driverLicences).where(eq(driverLicences.userId, user.id))).toHaveLength(0);
    expect((await reloadUser(user.id))!.isDriverLicenseVerified).toBe(false);
  });

  it("cannot submit a licence, and an operator's approval of one is refused (it stays pending)", async () => {
    const draft = await company();
    await licenceFor(draft.user.id, 'draft');
    const submitted = await api<ErrorBody>(submit, {}, { token: draft.token });
    expect(submitted.status).toBe(403);
    expect(submitted.json.error.code).toBe('legal_cannot_rent');

    const { user } = await company();
    const licence = await licenceFor(user.id, 'pending');
    const operator = await createSignedInUser({ isStaff: true });
    const approved = await api<ErrorBody>(decide, { licence_id: licence.id, decision: 'approved', lang: 'en' }, { token: operator.token });
    expect(approved.status).toBe(403);
    expect(approved.json.error.message).toBe('Legal entities cannot rent cars');
    expect((await reloadUser(user.id))!.isDriverLicenseVerified).toBe(false);
    const db = await getDb();
    const [row] = await db.select().from(driverLicences).where(eq(driverLicences.id, licence.id));
    expect(row!.status).toBe('pending');
    // Rejecting it still works.
    expect((await api(decide, { licence_id: licence.id, decision: 'rejected', reason: 'Компанії не керують авто' }, { token: operator.token })).status).toBe(200);
  });

  it('is held by the database too: a direct write breaks users_company_not_driver_check, which is recognised', async () => {
    const { user } = await company();
    const db = await getDb();
    const error = await db
      .update(users)
      .set({ isDriverLicenseVerified: true })
      .where(eq(users.id, user.id))
      .then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(dbFailure(error)?.error.code).toBe('legal_cannot_rent');
    expect(dbFailure(new Error('other'))).toBeNull();
  });
});
