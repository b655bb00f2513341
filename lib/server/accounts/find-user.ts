import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt))).limit(1);
  return user;
}

export async function findUserById(id: number): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
  return user;
}
