import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';
import { storeImage } from '@/lib/server/media/images';

/** Replaces the profile photo. */
export async function setAvatar(user: User, data: Buffer): Promise<User> {
  const avatarPath = await storeImage(data, 'avatars');
  const db = await getDb();
  const [updated] = await db.update(users).set({ avatarPath, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return updated!;
}
