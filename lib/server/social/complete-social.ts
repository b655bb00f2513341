import 'server-only';
import type { z } from 'zod';
import type { ZSocialRegisterRequest } from '@/lib/accounts/schemas';
import { ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { inTransaction } from '@/lib/server/db/client';
import { socialAccounts, type User, users } from '@/lib/server/db/schema';
import { sendWelcome } from '@/lib/server/mail/send-welcome';
import { findUserById } from '@/lib/server/accounts/find-user';
import { assertUniqueContacts } from '@/lib/server/accounts/unique-fields';
import { consumeSocialToken } from './social-tokens';

/** /s-login/{token}: the account the one-time token was issued for. */
export async function completeSocialLogin(token: string): Promise<User> {
  const row = await consumeSocialToken(token, 'login');
  const user = row.userId ? await findUserById(row.userId) : undefined;
  if (!user) throw new AppError('social_failed');
  return user;
}

/** /s-register/{driver}/{id}: a renter account linked to the provider identity, no password. */
export async function completeSocialRegistration(input: z.output<typeof ZSocialRegisterRequest>, locale: Locale): Promise<User> {
  await assertUniqueContacts(input.email, input.phone);
  // The one-time token, the account, its link and the welcome mail commit together: a failure
  // (an address taken meanwhile) leaves the token usable for a corrected attempt.
  return inTransaction(async (tx) => {
    const row = await consumeSocialToken(input.token, 'register');
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        phone: input.phone,
        firstName: input.first_name,
        lastName: input.last_name,
        locale,
        role: ROLE.user,
        isUser: true,
        // The provider vouched for this address.
        emailVerifiedAt: row.profile.email === input.email ? new Date() : null,
      })
      .returning();
    await tx.insert(socialAccounts).values({ userId: created!.id, provider: row.provider, providerUserId: row.providerUserId, email: row.profile.email });
    await sendWelcome(created!, locale, created!.firstName);
    return created!;
  });
}
