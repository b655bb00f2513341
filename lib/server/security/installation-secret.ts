import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { installationSecrets } from '@/lib/server/db/schema';

/**
 * A secret this installation generates for itself on first use (e.g. the identity sandbox's
 * callback key when none is configured): 32 random bytes, stored in the database so every replica
 * uses the same one. The first writer wins: insert-if-absent, then read whatever is there, so two
 * replicas starting at once still agree.
 */
export async function installationSecret(name: string): Promise<string> {
  const db = await getDb();
  await db.insert(installationSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing({ target: installationSecrets.name });
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  if (!row) throw new Error(`installation secret ${name} could not be stored`);
  return row.value;
}
