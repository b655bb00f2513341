import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

/**
 * Spec §8 "email must be unique" / "phone must be unique", reported next to the field. A race past
 * this check ends in the unique index, which lib/server/db/db-errors.ts maps to the same errors.
 */
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
