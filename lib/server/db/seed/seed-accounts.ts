import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { type NewUser, users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/auth/password';

/**
 * One demo account per role. The passwords are for local use only and are listed in the README;
 * set SEED_DEMO_ACCOUNTS=false to leave them out of a real deployment.
 */
export const demoAccounts = [
  {
    email: 'renter@kermo.local',
    password: 'Renter#2026',
    firstName: 'Олена',
    lastName: 'Коваленко',
    phone: '+380501112233',
    role: 1,
    isUser: true,
    isHost: false,
    isDriverLicenseVerified: true,
    languages: [
      { code: 'uk', level: 'native' },
      { code: 'en', level: 'fluent' },
    ],
  },
  {
    email: 'host@kermo.local',
    password: 'Host#2026',
    firstName: 'Андрій',
    lastName: 'Мельник',
    phone: '+380672223344',
    role: 2,
    isUser: true,
    isHost: true,
    legalVerification: 2,
    isDriverLicenseVerified: true,
    languages: [{ code: 'uk', level: 'native' }],
  },
  {
    email: 'company@kermo.local',
    password: 'Company#2026',
    firstName: 'Ірина',
    lastName: 'Шевчук',
    phone: '+380933334455',
    role: 3,
    isUser: false,
    isHost: true,
    legalVerification: 2,
    languages: [{ code: 'uk', level: 'native' }],
  },
  {
    email: 'operator@kermo.local',
    password: 'Operator#2026',
    firstName: 'Максим',
    lastName: 'Бондар',
    phone: '+380634445566',
    role: 1,
    isUser: true,
    isHost: false,
    isStaff: true,
    languages: [{ code: 'uk', level: 'native' }],
  },
] satisfies (Omit<NewUser, 'passwordHash'> & { password: string })[];

export async function seedDemoAccounts(db: Db): Promise<void> {
  const now = new Date();
  for (const { password, ...account } of demoAccounts) {
    await db
      .insert(users)
      .values({ ...account, passwordHash: await hashPassword(password), emailVerifiedAt: now, phoneVerifiedAt: now })
      // Existing accounts keep whatever the person changed since.
      .onConflictDoNothing();
  }
}
