import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZProfileUpdateRequest, ZSettingsUpdateRequest } from '@/lib/accounts/schemas';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { cities, type User, users } from '@/lib/server/db/schema';
import { namesLocked } from '@/lib/accounts/names-locked';
import { assertUniqueContacts } from './unique-fields';

/**
 * The profile fields of /cabinetedit; the phone stays unique across accounts. The e-mail is the
 * sign-in identity: it changes only through email-change.ts (password, then a code to the new
 * address), never here, so a stolen session cannot move the account to another inbox.
 */
export async function updateProfile(user: User, input: z.output<typeof ZProfileUpdateRequest>): Promise<User> {
  if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('validation_failed', { fields: { email: { key: 'emailChangeSeparately' } } });
  }
  // A verified name is the name on the checked documents: changing it would keep the badge on someone else.
  if (namesLocked(user) && (input.first_name !== user.firstName || input.last_name !== user.lastName)) {
    const locked = { key: 'nameLocked' };
    throw new AppError('validation_failed', {
      fields: { ...(input.first_name !== user.firstName ? { first_name: locked } : {}), ...(input.last_name !== user.lastName ? { last_name: locked } : {}) },
    });
  }
  await assertUniqueContacts(user.email, input.phone, user.id);
  const db = await getDb();
  if (input.city_id) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id));
    if (!city) throw new AppError('validation_failed', { fields: { city_id: { key: 'selectOption' } } });
  }
  const phoneChanged = input.phone !== user.phone;
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      cityId: input.city_id ?? null,
      languages: input.languages,
      // A changed number has to be confirmed again (verification issue).
      ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/** Newsletter and notification opt-outs (/settings). */
export async function updateSettings(user: User, input: z.output<typeof ZSettingsUpdateRequest>): Promise<User> {
  const db = await getDb();
  const [updated] = await db
    .update(users)
    .set({ newsletter: input.newsletter, notifyPhoneOptOut: input.notify_phone_opt_out, notifyEmailOptOut: input.notify_email_opt_out, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
