import 'server-only';
import type { z } from 'zod';
import type { ZRegisterLegalRequest, ZRegisterUserRequest } from '@/lib/accounts/schemas';
import { ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { hashPassword } from '@/lib/server/auth/password';
import { getDb } from '@/lib/server/db/client';
import { companies, type User, users } from '@/lib/server/db/schema';
import { sendWelcome } from '@/lib/server/mail/send-welcome';
import { assertUniqueContacts, uniqueViolation } from './unique-fields';

export type AccountKind = 'user' | 'host' | 'legal';
type Input = z.output<typeof ZRegisterUserRequest> & Partial<Pick<z.output<typeof ZRegisterLegalRequest>, 'company_name'>>;

// What each sign-up creates (spec §4): renters have accepted the renter terms, hosts the host
// terms; a company is an owner that cannot rent.
const KINDS = {
  user: { role: ROLE.user, isUser: true, isHost: false },
  host: { role: ROLE.host, isUser: false, isHost: true },
  legal: { role: ROLE.legal, isUser: false, isHost: true },
} as const;

/** Creates an account of one kind and sends the welcome e-mail in the person's language. */
export async function registerAccount(kind: AccountKind, input: Input, locale: Locale): Promise<User> {
  await assertUniqueContacts(input.email, input.phone);
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          phone: input.phone,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          locale,
          ...KINDS[kind],
        })
        .returning();
      if (kind === 'legal') await tx.insert(companies).values({ userId: created!.id, name: input.company_name ?? '' });
      return created!;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  await sendWelcome(user, locale, input.company_name ?? input.first_name);
  return user;
}
