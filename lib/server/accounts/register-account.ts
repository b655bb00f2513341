import 'server-only';
import type { z } from 'zod';
import type { ZRegisterLegalRequest, ZRegisterUserRequest } from '@/lib/accounts/schemas';
import { ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { hashPassword } from '@/lib/server/auth/password';
import { inTransaction } from '@/lib/server/db/client';
import { companies, type User, users } from '@/lib/server/db/schema';
import { sendWelcome } from '@/lib/server/mail/send-welcome';
import { assertUniqueContacts } from './unique-fields';

export type AccountKind = 'user' | 'host' | 'legal';
type Input = z.output<typeof ZRegisterUserRequest> & Partial<Pick<z.output<typeof ZRegisterLegalRequest>, 'company_name'>>;

// What each sign-up creates (spec §4): renters have accepted the renter terms, hosts the host
// terms; a company is an owner that cannot rent.
const KINDS = {
  user: { role: ROLE.user, isUser: true, isHost: false },
  host: { role: ROLE.host, isUser: false, isHost: true },
  legal: { role: ROLE.legal, isUser: false, isHost: true },
} as const;

/** Creates an account of one kind and queues the welcome e-mail in the person's language, in one transaction. */
export async function registerAccount(kind: AccountKind, input: Input, locale: Locale): Promise<User> {
  await assertUniqueContacts(input.email, input.phone);
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(async (tx) => {
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
    // The welcome mail commits with the account: no account without its mail, no mail without it.
    await sendWelcome(created!, locale, input.company_name ?? input.first_name);
    return created!;
  });
  return user;
}
