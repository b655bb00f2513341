import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { kyivToday } from '@/lib/catalog/search-params';
import { AppError } from '@/lib/errors/app-error';
import { licenceProblem, normalizeLicenceNumber, ZLicenceFields } from '@/lib/verification/licence';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb } from '@/lib/server/db/client';
import { driverLicences, identitySessions, type User, users, verificationDecisions } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { type IdentityProvider, sandboxProvider, type SharedDocument } from './provider';

const TTL_MS = 10 * 60_000;

/**
 * The configured identity app, or null when none is (then it is not offered). The sandbox is the
 * embedded default (architecture §5) and can be chosen explicitly with IDENTITY_PROVIDER=sandbox; a
 * production deployment on PostgreSQL never gets it by accident.
 */
export function identityProvider(): IdentityProvider | null {
  const chosen = process.env.IDENTITY_PROVIDER ?? (process.env.DATABASE_URL ? '' : 'sandbox');
  return chosen === 'sandbox' ? sandboxProvider(siteUrl().toString()) : null;
}

function requireProvider(): IdentityProvider {
  const provider = identityProvider();
  if (!provider) throw new AppError('not_found');
  return provider;
}

/** Opens a sharing session: the deeplink to open on a phone and the same link as a QR code (SVG). */
export async function startIdentitySession(user: User) {
  if (user.isDriverLicenseVerified) throw new AppError('already_verified');
  const provider = requireProvider();
  const id = randomUUID();
  const db = await getDb();
  await db.insert(identitySessions).values({ id, userId: user.id, provider: provider.name, expiresAt: new Date(Date.now() + TTL_MS) });
  const deeplink = provider.deeplink(id);
  return { session_id: id, deeplink, qr_svg: await QRCode.toString(deeplink, { type: 'svg', margin: 1, width: 200 }) };
}

export async function identitySessionStatus(user: User, sessionId: string) {
  const db = await getDb();
  const [row] = await db.select().from(identitySessions).where(and(eq(identitySessions.id, sessionId), eq(identitySessions.userId, user.id)));
  if (!row) throw new AppError('not_found');
  const expired = row.status === 'waiting' && row.expiresAt < new Date();
  return { status: expired ? 'expired' : row.status, reason: row.reason };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('uk') === b.trim().toLocaleLowerCase('uk');

/**
 * The provider's signed callback. A valid signature and a waiting session are required; the shared
 * licence is approved at once when the name matches the account, the licence is valid and the
 * driver meets the rules, and its number is not another account's. Otherwise the session ends as
 * a mismatch (with the reason) and the person uses the photo route.
 */
export async function handleIdentityCallback(rawBody: string, signature: string | null): Promise<{ status: string }> {
  const provider = requireProvider();
  if (!provider.verify(rawBody, signature)) throw new AppError('forbidden');
  let shared: SharedDocument;
  try {
    shared = JSON.parse(rawBody) as SharedDocument;
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
  const db = await getDb();
  const [session] = await db
    .select()
    .from(identitySessions)
    .where(and(eq(identitySessions.id, String(shared.session_id)), eq(identitySessions.status, 'waiting'), gt(identitySessions.expiresAt, new Date())));
  if (!session) throw new AppError('not_found');
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  const parsed = ZLicenceFields.safeParse({ ...shared.licence, serial_number: normalizeLicenceNumber(String(shared.licence?.serial_number ?? '')) });
  const finish = async (status: 'approved' | 'mismatch', reason: string | null) => {
    await db.update(identitySessions).set({ status, reason, completedAt: new Date() }).where(eq(identitySessions.id, session.id));
    log.info({ sessionId: session.id, status, reason }, 'identity app share');
    return { status };
  };
  if (!parsed.success || !user) return finish('mismatch', 'invalid_document');
  const licence = parsed.data;
  if (!sameName(licence.first_name, user.firstName) || !sameName(licence.last_name, user.lastName)) return finish('mismatch', 'name_mismatch');
  const problem = licenceProblem(licence, kyivToday());
  if (problem) return finish('mismatch', problem);
  const [other] = await db.select({ userId: driverLicences.userId }).from(driverLicences).where(and(eq(driverLicences.country, licence.country), eq(driverLicences.serialNumber, licence.serial_number)));
  if (other && other.userId !== user.id) return finish('mismatch', 'licence_taken');
  await db.transaction(async (tx) => {
    const values = {
      userId: user.id,
      country: licence.country,
      serialNumber: licence.serial_number,
      firstName: licence.first_name,
      lastName: licence.last_name,
      birthDate: licence.birth_date,
      issuedOn: licence.issued_on,
      expiresOn: licence.expires_on,
      status: 'approved',
      rejectionReason: null,
      submittedAt: new Date(),
      reviewedAt: new Date(),
      updatedAt: new Date(),
    };
    const [saved] = await tx.insert(driverLicences).values(values).onConflictDoUpdate({ target: driverLicences.userId, set: values }).returning();
    await tx.update(users).set({ isDriverLicenseVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.insert(verificationDecisions).values({ subject: 'licence', subjectId: saved!.id, userId: user.id, operatorId: null, decision: 'approved', reason: `identity app (${provider.name})` });
  });
  return finish('approved', null);
}

/**
 * The sandbox "app": plays the person approving the share on their phone. It shares a licence in
 * the account's name (or the one given, to try a mismatch), signed as the provider would sign it.
 */
export async function sandboxShare(sessionId: string, licence?: Partial<SharedDocument['licence']>) {
  const provider = requireProvider();
  if (provider.name !== 'sandbox') throw new AppError('not_found');
  const db = await getDb();
  const [session] = await db.select().from(identitySessions).where(eq(identitySessions.id, sessionId));
  if (!session) throw new AppError('not_found');
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  const body = JSON.stringify({
    session_id: sessionId,
    licence: {
      country: 'UA',
      serial_number: `SBX${String(session.userId).padStart(6, '0')}`,
      first_name: user?.firstName ?? '',
      last_name: user?.lastName ?? '',
      birth_date: '1990-05-01',
      issued_on: '2012-06-01',
      expires_on: '2032-06-01',
      ...licence,
    },
  });
  return handleIdentityCallback(body, provider.sign(body));
}
