import 'server-only';
import { and, count, eq, isNull, or } from 'drizzle-orm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import { isVerified, ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { bookings, cities, companies, users } from '@/lib/server/db/schema';
import { reviewsAbout } from '@/lib/server/bookings/review-list';
import { avatarUrl } from '@/lib/server/accounts/to-viewer';

/** Trips completed on Kermo, as a renter or as an owner. */
export async function completedTrips(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.status, BOOKING_STATUS.completed), or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId))));
  return row?.n ?? 0;
}

export type ProfileKind = TPublicProfile['kind'];

/** What a profile shows without its history (trips and reviews): enough to name and link the person. */
export type PublicProfileCard = Omit<TPublicProfile, 'trips_count' | 'reviews'>;

/**
 * The person behind a public profile address (spec §2 /user, /host, /legal): name as others see
 * it (first name and initial), city, languages, join date, response time and rating — no contacts
 * and no history. Null when the id names no account of that kind.
 */
export async function getPublicProfileCard(id: number, kind: ProfileKind, locale: Locale): Promise<PublicProfileCard | null> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, company: companies.name, cityUk: cities.nameUk, cityEn: cities.nameEn })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const matches = kind === 'legal' ? user.role === ROLE.legal : kind === 'host' ? user.role !== ROLE.legal && user.isHost : user.role !== ROLE.legal;
  if (!matches) return null;
  const name = row.company ?? [user.firstName, user.lastName ? `${user.lastName.charAt(0)}.` : ''].filter(Boolean).join(' ');
  return {
    id: user.id,
    kind,
    full_name: name,
    avatar: avatarUrl(user.avatarPath, 200),
    city: (locale === 'en' ? row.cityEn : row.cityUk) ?? null,
    languages: user.languages,
    joined_at: user.createdAt.toISOString(),
    response_time_minutes: user.responseTimeMinutes,
    rating: user.rating,
    verified: isVerified({ role: user.role as 1 | 2 | 3, legalVerification: user.legalVerification, isDriverLicenseVerified: user.isDriverLicenseVerified }),
  };
}

/** The whole public profile: the card, trips completed on Kermo and the reviews about the person. */
export async function getPublicProfile(id: number, kind: ProfileKind, locale: Locale): Promise<TPublicProfile | null> {
  const card = await getPublicProfileCard(id, kind, locale);
  if (!card) return null;
  return { ...card, trips_count: await completedTrips(id), reviews: await reviewsAbout(id) };
}
