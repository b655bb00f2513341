import 'server-only';
import { eq } from 'drizzle-orm';
import type { TApiUser } from '@/lib/accounts/api-user';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { cities, companies, socialAccounts, type User } from '@/lib/server/db/schema';
import { avatarUrl, fullName } from '@/lib/server/accounts/to-viewer';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** The signed-in person's own account, as the API returns it (private fields included). */
export async function toApiUser(user: User, locale: Locale): Promise<TApiUser> {
  const db = await getDb();
  const [city, company, social] = await Promise.all([
    user.cityId ? db.select().from(cities).where(eq(cities.id, user.cityId)).then((rows) => rows[0]) : undefined,
    user.role === 3 ? db.select().from(companies).where(eq(companies.userId, user.id)).then((rows) => rows[0]) : undefined,
    db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.userId, user.id)),
  ]);
  const linked = new Set(social.map((row) => row.provider));
  return {
    id: user.id,
    full_name: company?.name ?? fullName(user),
    name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role as 1 | 2 | 3,
    is_host: flag(user.isHost),
    is_user: flag(user.isUser),
    legal_verification: user.legalVerification,
    is_driver_license_verified: flag(user.isDriverLicenseVerified),
    is_staff: flag(user.isStaff),
    photo: { path: user.avatarPath },
    avatar: avatarUrl(user.avatarPath, 200),
    languages: user.languages,
    city: city ? { id: city.id, name: locale === 'en' ? city.nameEn : city.nameUk } : null,
    newsletter: flag(user.newsletter),
    notify_phone_opt_out: flag(user.notifyPhoneOptOut),
    notify_email_opt_out: flag(user.notifyEmailOptOut),
    social: { google: linked.has('google'), facebook: linked.has('facebook') },
    company_name: company?.name ?? null,
    created_at: user.createdAt.toISOString(),
    // Trips and response times come from bookings and chat (roadmap 4 and 6): none exist yet.
    trips_count: 0,
    response_time_minutes: user.responseTimeMinutes,
    deletion_due_at: user.deletionDueAt?.toISOString() ?? null,
    email_verified: flag(user.emailVerifiedAt !== null),
    phone_verified: flag(user.phoneVerifiedAt !== null),
  };
}
