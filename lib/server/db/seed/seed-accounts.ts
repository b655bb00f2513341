import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies, type NewUser, users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/auth/password';

type DemoAccount = Omit<NewUser, 'passwordHash'> & { password: string; companyName?: string };

/**
 * One demo account per role, and the other verified hosts and companies that own the demo fleet
 * (seed-demo-fleet.ts). The passwords are for local use only and are listed in the README;
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
    companyName: 'ТОВ «Київ Авто Прокат»',
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
  fleetHost('host2@kermo.local', 'Оксана', 'Гнатюк', '+380671002030'),
  fleetHost('host3@kermo.local', 'Тарас', 'Бойко', '+380501003040'),
  fleetHost('host4@kermo.local', 'Наталія', 'Кравченко', '+380661004050'),
  fleetHost('host5@kermo.local', 'Віктор', 'Ткаченко', '+380971005060'),
  fleetHost('host6@kermo.local', 'Юлія', 'Савчук', '+380631006070'),
  fleetCompany('company2@kermo.local', 'ТОВ «Захід Драйв»', 'Роман', 'Литвин', '+380672007080'),
  fleetCompany('company3@kermo.local', 'ТОВ «Море Авто»', 'Світлана', 'Мороз', '+380502008090'),
] satisfies DemoAccount[];

/** A verified private host of the demo fleet (the password of host@kermo.local). */
function fleetHost(email: string, firstName: string, lastName: string, phone: string): DemoAccount {
  return {
    email,
    password: 'Host#2026',
    firstName,
    lastName,
    phone,
    role: 2,
    isUser: true,
    isHost: true,
    legalVerification: 2,
    isDriverLicenseVerified: true,
    languages: [
      { code: 'uk', level: 'native' },
      { code: 'en', level: 'conversational' },
    ],
  };
}

/** A verified rental company of the demo fleet (the password of company@kermo.local). */
function fleetCompany(email: string, companyName: string, firstName: string, lastName: string, phone: string): DemoAccount {
  return { email, password: 'Company#2026', companyName, firstName, lastName, phone, role: 3, isUser: false, isHost: true, legalVerification: 2, languages: [{ code: 'uk', level: 'native' }] };
}

export async function seedDemoAccounts(db: Db): Promise<void> {
  const now = new Date();
  // Existing accounts keep whatever the person changed since, and cost no password hashing.
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, demoAccounts.map((account) => account.email)))).map((row) => row.email.toLowerCase()),
  );
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  };
  for (const { password, companyName, ...account } of demoAccounts) {
    if (existing.has(account.email)) continue;
    const [created] = await db
      .insert(users)
      .values({ ...account, passwordHash: await hashOf(password), emailVerifiedAt: now, phoneVerifiedAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created && companyName) await db.insert(companies).values({ userId: created.id, name: companyName }).onConflictDoNothing();
  }
}
