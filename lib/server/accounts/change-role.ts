import 'server-only';
import { eq } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';

/**
 * Spec §4 role switching between renter (1) and host (2). Switching to a side whose agreement the
 * person has not accepted (is_host 0 / is_user 0) needs `acceptAgreement` — the agreement modal's
 * submit — which also records the acceptance. Companies have no switch and cannot rent.
 */
export async function changeRole(user: User, acceptAgreement: boolean): Promise<User> {
  if (user.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  const toHost = user.role === ROLE.user;
  const accepted = toHost ? user.isHost : user.isUser;
  if (!accepted && !acceptAgreement) {
    throw new AppError('agreement_required', { params: {} });
  }
  const db = await getDb();
  const [updated] = await db
    .update(users)
    .set({ role: toHost ? ROLE.host : ROLE.user, ...(toHost ? { isHost: true } : { isUser: true }), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
