import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dbEngine, getDb } from '@/lib/server/db/client';
import { outbox, type User } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { localMailboxEnabled } from '@/lib/server/mailbox/enabled';
import { listOwnMessages } from '@/lib/server/mailbox/list-own-messages';
import { sendCode } from '@/lib/server/verification/codes';
import { requestPasswordReset } from '@/lib/server/accounts/passwords';
import { createSignedInUser, createUser } from '@/tests/support/factories';
import { digestOf, requestPage as page } from '@/tests/support/registry-proxy';

// The local mailbox of the embedded installation (docs/verification.md, "Where codes arrive").
// The PGlite run is that installation; the PostgreSQL run (DATABASE_URL set) is a deployment, where
// the mailbox must not exist at all.

const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const renderMailbox = async () => (await import('@/app/[locale]/(account)/mailbox/page')).default({ params: Promise.resolve({ locale: 'uk' as const }) });
// The setup opens this file's database (and sets DATABASE_URL on the PostgreSQL run) before its tests.
const embedded = process.env.TEST_DB_ENGINE !== 'postgres';
let realDatabaseUrl: string | undefined;

beforeAll(async () => {
  realDatabaseUrl = process.env.DATABASE_URL;
  expect(dbEngine()).toBe(embedded ? 'pglite' : 'postgres');
  await seedDatabase({ demoAccounts: false });
});

beforeEach(() => {
  viewer.current = null;
});

afterEach(() => {
  // Tests that play a deployment set DATABASE_URL; the database handle stays the one opened.
  if (realDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = realDatabaseUrl;
});

/** Plays a deployment with a PostgreSQL server for the rest of the test (the open database stays). */
function asDeployment() {
  process.env.DATABASE_URL = realDatabaseUrl ?? 'postgres://kermo@db.invalid:5432/kermo';
}

describe.runIf(embedded)('the local mailbox on the embedded installation', () => {
  it('is there: one function decides, from the absence of DATABASE_URL', () => {
    expect(localMailboxEnabled()).toBe(true);
    asDeployment();
    expect(localMailboxEnabled()).toBe(false);
  });

  it("shows the signed-in person's own e-mails and SMS, newest first, with the codes readable", async () => {
    const me = await createUser({ phone: `+38067${String(Date.now()).slice(-7)}` });
    await sendCode(me, 'email', 'uk');
    await sendCode(me, 'phone', 'uk');
    const messages = await listOwnMessages(me);
    expect(messages.map((m) => m.channel)).toEqual(['sms', 'email']);
    const [sms, mail] = messages;
    expect(sms).toMatchObject({ recipient: me.phone, code: expect.stringMatching(/^\d{4}$/) });
    expect(sms!.text).toBe(`Kermo: код ${sms!.code}, дійсний 10 хвилин. Нікому його не повідомляйте.`);
    expect(mail).toMatchObject({ recipient: me.email, subject: `Код підтвердження Kermo: ${mail!.code}` });
    expect(mail!.text).toContain(`Ваш код для підтвердження електронної пошти: ${mail!.code}. Він дійсний 30 хвилин.`);
  });

  it("never shows another person's messages, not even one sent to an address this account uses now", async () => {
    const me = await createUser();
    const other = await createUser();
    await sendCode(other, 'email', 'uk');
    // A message recorded for another account (or none) at my current address: an address can change hands.
    const db = await getDb();
    await db.insert(outbox).values([
      { channel: 'email', recipient: me.email, userId: other.id, template: 'verifyEmail', subject: 'Чужий код 999999', bodyText: 'Чужий код 999999', payload: { code: '999999' } },
      { channel: 'email', recipient: me.email, userId: null, template: 'passwordReset', subject: 'Нічий лист', bodyText: 'https://kermo.ua/password-reset/token/abc', payload: { link: 'https://kermo.ua/password-reset/token/abc' } },
    ]);
    expect(await listOwnMessages(me)).toEqual([]);
    await sendCode(me, 'email', 'en');
    const mine = await listOwnMessages(me);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recipient: me.email, subject: expect.stringMatching(/^Your Kermo confirmation code: \d{6}$/) });
    // And the other way round: theirs are theirs (the row recorded for them too), mine are not.
    const theirs = await listOwnMessages(other);
    expect(theirs.map((m) => m.recipient)).toEqual([me.email, other.email]);
    expect(theirs.map((m) => m.code)).not.toContain(mine[0]!.code);
  });

  it('never shows a password reset link: a session alone must not become a new password', async () => {
    // Changing the password or the e-mail asks for the current password (a stolen session is not a
    // takeover); a reset link read here would skip that. Whoever needs one is signed out anyway.
    const me = await createUser();
    await requestPasswordReset(me.email, 'uk', '203.0.113.9');
    await sendCode(me, 'email', 'uk');
    const messages = await listOwnMessages(me);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.link).toBeNull();
    expect(messages.map((m) => m.text).join('\n')).not.toMatch(/password-reset/);
  });

  it('opens for a signed-in person and sends a visitor to sign-in', async () => {
    const { token } = await createSignedInUser();
    expect((await page('/mailbox', token)).status).toBe(200);
    expect((await page('/en/mailbox', token)).status).toBe(200);
    const visitor = await page('/mailbox');
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get('location')).toBe('http://localhost:3000/sign?ref=%2Fmailbox');
  });

  it('renders the page for its owner', async () => {
    viewer.current = await createUser();
    await expect(renderMailbox()).resolves.toBeTruthy();
  });
});

describe('no mailbox on a deployment with DATABASE_URL', () => {
  beforeEach(() => asDeployment());

  it('answers 404 like an unknown address, to visitors and signed-in people alike', async () => {
    const { token } = await createSignedInUser();
    for (const response of [await page('/mailbox'), await page('/en/mailbox'), await page('/mailbox', token)]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/system\/not-found$/);
    }
    const unknown = await page('/no-such-page-at-all');
    expect(unknown.status).toBe(404);
  });

  it('reads nothing, even when asked past the proxy', async () => {
    const me = await createUser();
    await sendCode(me, 'email', 'uk');
    await expect(listOwnMessages(me)).rejects.toMatchObject({ code: 'not_found' });
    viewer.current = me;
    expect(digestOf(await renderMailbox().catch((error: unknown) => error))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('has no API either: /api/mailbox/… is an unknown path', async () => {
    const { GET, POST } = await import('@/app/api/[[...path]]/route');
    for (const handler of [GET, POST]) {
      const response = await handler(new Request('http://localhost:3000/api/mailbox/list', { method: 'POST' }));
      expect(response.status).toBe(404);
    }
  });
});
