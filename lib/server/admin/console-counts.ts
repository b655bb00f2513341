import 'server-only';
import { and, count, eq, isNull, min } from 'drizzle-orm';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb } from '@/lib/server/db/client';
import { cars, driverLicences, jobs, ownerVerifications, type User } from '@/lib/server/db/schema';

export type ConsoleCounts = {
  licences: number;
  applications: number;
  /** The oldest licence or application still waiting (ISO), null when none waits. */
  verificationSince: string | null;
  cars: number;
  carsSince: string | null;
  failedJobs: number;
};

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const earliest = (...values: (string | null)[]) => values.filter((value): value is string => value !== null).sort()[0] ?? null;

/**
 * What waits in each section of the operators' console: the verification queue (licences and
 * owner applications), cars awaiting moderation, and failed background jobs — each a count, with
 * the oldest waiting item's submission time. One small aggregate per table, whatever the queues hold.
 */
export async function consoleCounts(actor: User): Promise<ConsoleCounts> {
  assertStaff(actor);
  const db = await getDb();
  const [[licences], [applications], [pendingCars], [failed]] = await Promise.all([
    db.select({ n: count(), since: min(driverLicences.submittedAt) }).from(driverLicences).where(eq(driverLicences.status, 'pending')),
    db.select({ n: count(), since: min(ownerVerifications.submittedAt) }).from(ownerVerifications).where(eq(ownerVerifications.status, 'pending')),
    db.select({ n: count(), since: min(cars.submittedAt) }).from(cars).where(and(eq(cars.status, 'pending'), isNull(cars.deletedAt))),
    db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed')),
  ]);
  return {
    licences: licences?.n ?? 0,
    applications: applications?.n ?? 0,
    verificationSince: earliest(iso(licences?.since), iso(applications?.since)),
    cars: pendingCars?.n ?? 0,
    carsSince: iso(pendingCars?.since),
    failedJobs: failed?.n ?? 0,
  };
}
