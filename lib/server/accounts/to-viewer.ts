import 'server-only';
import type { Role, Viewer } from '@/lib/auth/viewer';
import type { UnreadCounts } from '@/lib/server/chat/chat-status';
import type { User } from '@/lib/server/db/schema';

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Public URL of an avatar stored under media (spec §7: /media/images/{size}{file}). */
export function avatarUrl(path: string | null, size: 100 | 200 | 400 = 100): string | null {
  return path ? `/media/images/${size}${path}` : null;
}

/**
 * What the site shell shows of the signed-in account. The rating is kept on the account by the
 * reviews (docs/bookings.md); `unread` is what the badges count (unread messages and
 * notifications, lib/server/chat/chat-status.ts), kept fresh by the status poll afterwards.
 */
export function toViewer(user: User, unread?: UnreadCounts): Viewer {
  return {
    id: user.id,
    fullName: fullName(user) || user.email,
    role: user.role as Role,
    isHost: user.isHost,
    isUser: user.isUser,
    legalVerification: user.legalVerification,
    isDriverLicenseVerified: user.isDriverLicenseVerified,
    avatarUrl: avatarUrl(user.avatarPath),
    rating: user.rating,
    notifications: unread?.total ?? 0,
    unreadAs: { renter: unread?.renter ?? 0, owner: unread?.owner ?? 0 },
    isStaff: user.isStaff && !user.deletedAt,
  };
}
