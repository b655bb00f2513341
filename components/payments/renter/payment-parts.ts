import { ROLE } from '@/lib/auth/viewer';

type Person = { role: number; isHost: boolean; isUser: boolean };

/**
 * Which parts of /cabinet/payments a person has, in the order shown: the renter's (anyone who rents:
 * role 1, or a host who has switched to renting — companies never rent, spec §6) and the owner's
 * (hosts and companies). Someone with both gets the side they are on now first.
 */
export function paymentParts(person: Person): ('renter' | 'owner')[] {
  const renter = person.role !== ROLE.legal && (person.role === ROLE.user || person.isUser);
  const owner = person.role === ROLE.host || person.role === ROLE.legal || person.isHost;
  const parts = [...(renter ? (['renter'] as const) : []), ...(owner ? (['owner'] as const) : [])];
  return person.role === ROLE.user ? parts : parts.reverse();
}
