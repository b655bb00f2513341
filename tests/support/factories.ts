import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createAccessToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { type NewUser, type User, users } from '@/lib/server/db/schema';

/** A unique suffix so every test creates its own rows. */
export function unique(): string {
  return randomBytes(5).toString('hex');
}

export async function createUser(overrides: Partial<NewUser> = {}): Promise<User> {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ email: `user-${unique()}@test.kermo.ua`, firstName: 'Тарас', lastName: 'Шевченко', ...overrides })
    .returning();
  return user!;
}

/** A user with a live session token, as the API would issue after sign-in. */
export async function createSignedInUser(overrides: Partial<NewUser> = {}) {
  const user = await createUser(overrides);
  const { token } = await createAccessToken(user.id);
  return { user, token };
}

export async function reloadUser(id: number): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
