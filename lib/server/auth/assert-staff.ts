import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import type { User } from '@/lib/server/db/schema';

/**
 * Staff-only domain functions call this with the acting user first, so they refuse non-operators
 * themselves (defence in depth): the route's `staff` access and the proxy's guard are not the only
 * gate, and a page or job that forgets them still cannot read or decide anything.
 */
export function assertStaff(actor: User | null | undefined): asserts actor is User {
  if (!actor || !actor.isStaff || actor.deletedAt) throw new AppError('forbidden');
}
