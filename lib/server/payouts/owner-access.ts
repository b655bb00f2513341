import 'server-only';
import { ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import type { User } from '@/lib/server/db/schema';

/**
 * Whether `user` may have earnings, a payout card and payouts: a host or a company, or a host who
 * has switched to renting for now (`is_host`: their money is still theirs to see and take).
 */
export function isPayoutOwner(user: Pick<User, 'role' | 'isHost' | 'deletedAt'> | null | undefined): boolean {
  return !!user && !user.deletedAt && (user.role === ROLE.host || user.role === ROLE.legal || user.isHost);
}

/**
 * The payout domain's own gate (its functions take the acting user first): only an owner acts on
 * their own earnings and payouts; a renter, a visitor or a deleted account is refused. Every
 * function then works on `actor.id` alone, so nobody reaches another owner's money.
 */
export function assertPayoutOwner(actor: User | null | undefined): asserts actor is User {
  if (!isPayoutOwner(actor)) throw new AppError('forbidden');
}
