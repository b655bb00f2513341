import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

/** Spec §8 "email must be unique" / "phone must be unique", reported next to the field. */
export async function assertUniqueContacts(email: string, phone: string | null, exceptUserId?: number): Promise<void> {
  const db = await getDb();
  const others = (condition: ReturnType<typeof eq>) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(condition, isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1);
  const [emailOwner, phoneOwner] = await Promise.all([
    others(eq(sql`lower(${users.email})`, email.toLowerCase())),
    phone ? others(eq(users.phone, phone)) : Promise.resolve([]),
  ]);
  if (emailOwner.length) throw new AppError('email_taken', { fields: { email: { key: 'emailTaken' } } });
  if (phoneOwner.length) throw new AppError('phone_taken', { fields: { phone: { key: 'phoneTaken' } } });
}

/** A unique violation that slipped past the check above (two sign-ups at once) as the same errors. */
export function uniqueViolation(error: unknown): AppError | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return null;
  if (cause.constraint?.includes('phone')) return new AppError('phone_taken', { fields: { phone: { key: 'phoneTaken' } } });
  return new AppError('email_taken', { fields: { email: { key: 'emailTaken' } } });
}
