import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import { isVerified, ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { cities, companies, users } from '@/lib/server/db/schema';
import { avatarUrl } from '@/lib/server/accounts/to-viewer';

export type ProfileKind = TPublicProfile['kind'];

/**
 * What anyone may see of a person (spec §2 /user, /host, /legal): name as others see it (first name
 * and initial), city, languages, join date, trips, response time, rating and reviews — no contacts.
 * Returns null when the id names no account of that kind.
 */
export async function getPublicProfile(id: number, kind: ProfileKind, locale: Locale): Promise<TPublicProfile | null> {
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
    // Trips, ratings and reviews come with bookings (roadmap 4); a new marketplace has none yet.
    trips_count: 0,
    response_time_minutes: user.responseTimeMinutes,
    rating: null,
    reviews: [],
    verified: isVerified({ role: user.role as 1 | 2 | 3, legalVerification: user.legalVerification, isDriverLicenseVerified: user.isDriverLicenseVerified }),
  };
}
