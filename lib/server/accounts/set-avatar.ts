import 'server-only';
import { eq } from 'drizzle-orm';
import { inTransaction } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { imageRefs } from '@/lib/server/media/image-refs';
import { storeImage } from '@/lib/server/media/images';

/** Replaces the profile photo; the previous one (every size) is removed once the change commits. */
export async function setAvatar(user: User, data: Buffer): Promise<User> {
  const { file: avatarPath } = await storeImage(data, 'avatars');
  return inTransaction(async (tx) => {
    const [previous] = await tx.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, user.id)).for('update');
    const [updated] = await tx.update(users).set({ avatarPath, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    if (previous?.avatarPath) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: imageRefs(previous.avatarPath) } });
    return updated!;
  });
}
