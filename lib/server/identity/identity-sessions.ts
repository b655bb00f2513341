import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ROLE } from '@/lib/auth/viewer';
import { kyivToday } from '@/lib/catalog/search-params';
import { AppError } from '@/lib/errors/app-error';
import { licenceProblem, normalizeLicenceNumber, ZLicenceFields } from '@/lib/verification/licence';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { identitySessions, type User, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { installationSecret } from '@/lib/server/security/installation-secret';
import { approveSharedLicence } from '@/lib/server/verification/licence';
import { type IdentityProvider, sandboxProvider } from './provider';

const TTL_MS = 10 * 60_000;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a value can be one of our session ids (anything else is refused before the database). */
export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);

/**
 * The sandbox's HMAC key: IDENTITY_SANDBOX_SECRET when configured, else this installation's own
 * random key (stored once, shared by every replica). Never a value known outside the installation,
 * so nobody can sign a callback by reading our source.
 */
const sandboxSecret = async () => process.env.IDENTITY_SANDBOX_SECRET || installationSecret('identity-sandbox-hmac');

/**
 * The configured identity app, or null when none is (then it is not offered). The sandbox is the
 * embedded default (architecture §5) and can be chosen explicitly with IDENTITY_PROVIDER=sandbox; a
 * production deployment on PostgreSQL never gets it by accident.
 */
export function identityProvider(): IdentityProvider | null {
  const chosen = process.env.IDENTITY_PROVIDER ?? (process.env.DATABASE_URL ? '' : 'sandbox');
  return chosen === 'sandbox' ? sandboxProvider(siteUrl().toString(), sandboxSecret) : null;
}

export function requireProvider(): IdentityProvider {
  const provider = identityProvider();
  if (!provider) throw new AppError('not_found');
  return provider;
}

/** Opens a sharing session: the deeplink to open on a phone and the same link as a QR code (SVG). */
export async function startIdentitySession(user: User) {
  // Companies never drive (spec §6): there is nothing for them to share.
  if (user.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  if (user.isDriverLicenseVerified) throw new AppError('already_verified');
  const provider = requireProvider();
  const id = randomUUID();
  const db = await getDb();
  await db.insert(identitySessions).values({ id, userId: user.id, provider: provider.name, expiresAt: new Date(Date.now() + TTL_MS) });
  const deeplink = provider.deeplink(id);
  return { session_id: id, deeplink, qr_svg: await QRCode.toString(deeplink, { type: 'svg', margin: 1, width: 200 }) };
}

export async function identitySessionStatus(user: User, sessionId: string) {
  if (!isSessionId(sessionId)) throw new AppError('not_found');
  const db = await getDb();
  const [row] = await db.select().from(identitySessions).where(and(eq(identitySessions.id, sessionId), eq(identitySessions.userId, user.id)));
  if (!row) throw new AppError('not_found');
  const expired = row.status === 'waiting' && row.expiresAt < new Date();
  return { status: expired ? 'expired' : row.status, reason: row.reason };
}

/** A waiting, unexpired session of this person (the sandbox app's share acts only on those). */
export async function ownWaitingSession(user: User, sessionId: string) {
  if (!isSessionId(sessionId)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.id, sessionId), eq(identitySessions.userId, user.id), eq(identitySessions.status, 'waiting'), gt(identitySessions.expiresAt, new Date())));
  return row ?? null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('uk') === b.trim().toLocaleLowerCase('uk');

type Outcome = { status: 'approved' | 'mismatch' };

/**
 * The provider's signed callback. A valid signature and a waiting session are required; the shared
 * licence is approved at once when the account may drive (never a company), the name matches the
 * account, the licence is valid and the driver meets the rules, and its number is not another
 * account's. Otherwise the session ends as a mismatch (with the reason) and the person uses the
 * photo route. Each session is completed once, even when callbacks race.
 */
export async function handleIdentityCallback(rawBody: string, signature: string | null): Promise<Outcome> {
  const provider = requireProvider();
  if (!(await provider.verify(rawBody, signature))) throw new AppError('forbidden');
  let shared: unknown;
  try {
    shared = JSON.parse(rawBody);
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
  const { session_id: sessionId, licence: raw } = (shared && typeof shared === 'object' ? shared : {}) as { session_id?: unknown; licence?: unknown };
  if (!isSessionId(sessionId)) throw new AppError('not_found');
  const db = await getDb();
  const [session] = await db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.id, sessionId), eq(identitySessions.status, 'waiting'), gt(identitySessions.expiresAt, new Date())));
  if (!session) throw new AppError('not_found');
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));

  // Claims the session: only the callback that moves it out of `waiting` reports an outcome.
  const claim = async (status: Outcome['status'], reason: string | null): Promise<Outcome> => {
    const [done] = await (await getDb())
      .update(identitySessions)
      .set({ status, reason, completedAt: new Date() })
      .where(and(eq(identitySessions.id, session.id), eq(identitySessions.status, 'waiting')))
      .returning({ id: identitySessions.id });
    if (!done) throw new AppError('not_found');
    return { status };
  };
  const finish = async (status: Outcome['status'], reason: string | null): Promise<Outcome> => {
    const outcome = await claim(status, reason);
    log.info({ sessionId: session.id, status, reason }, 'identity app share');
    return outcome;
  };

  if (!user || user.deletedAt) return finish('mismatch', 'invalid_document');
  if (user.role === ROLE.legal) return finish('mismatch', 'wrong_account_kind');
  const fields = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const parsed = ZLicenceFields.safeParse({ ...fields, serial_number: normalizeLicenceNumber(String(fields.serial_number ?? '')) });
  if (!parsed.success) return finish('mismatch', 'invalid_document');
  const licence = parsed.data;
  if (!sameName(licence.first_name, user.firstName) || !sameName(licence.last_name, user.lastName)) return finish('mismatch', 'name_mismatch');
  const problem = licenceProblem(licence, kyivToday());
  if (problem) return finish('mismatch', problem);
  try {
    // The session and the approval commit together, so a racing callback cannot approve twice.
    await inTransaction(async () => {
      await claim('approved', null);
      await approveSharedLicence(user.id, licence, provider.name);
    });
  } catch (error) {
    // The domain's refusals end the share as a mismatch: they are answers, not failures.
    if (error instanceof AppError && error.code === 'legal_cannot_rent') return finish('mismatch', 'wrong_account_kind');
    if (error instanceof AppError && error.code === 'licence_taken') return finish('mismatch', 'licence_taken');
    throw error;
  }
  log.info({ sessionId: session.id, status: 'approved' }, 'identity app share');
  return { status: 'approved' };
}
