import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import {
  chatMessages,
  chatThreads,
  notifications,
  accessTokens,
  companies,
  driverLicences,
  emailChanges,
  identitySessions,
  outbox,
  ownerVerifications,
  passwordResetTokens,
  reports,
  socialAccounts,
  socialTokens,
  type User,
  users,
  verificationCodes,
  verificationDecisions,
} from '@/lib/server/db/schema';
import { eraseOwnerCars } from '@/lib/server/cars/erase-owner-cars';
import { imageRefs } from '@/lib/server/media/image-refs';
import { emailHash } from './sign-in';

/**
 * Erases a person's data everywhere (docs/accounts.md, "What deletion keeps"): the account row is
 * anonymised and kept (bookings and payments will point at it, and the e-mail's hash lets sign-in
 * say the account was deleted); everything else that names or identifies the person is removed.
 * Runs inside the deletion's transaction; returns the stored files to remove once it commits.
 */
export async function erasePersonalData(user: User, now: Date): Promise<{ files: string[]; filePrefixes: string[] }> {
  const db = await getDb();
  const [licence] = await db.select({ photos: driverLicences.photos }).from(driverLicences).where(eq(driverLicences.userId, user.id));
  const contacts = [user.email, user.phone].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase());

  await db
    .update(users)
    .set({
      email: `deleted-${user.id}@deleted.kermo.invalid`,
      deletedEmailHash: emailHash(user.email),
      phone: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      avatarPath: null,
      languages: [],
      cityId: null,
      newsletter: false,
      legalVerificationReason: null,
      isDriverLicenseVerified: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  // Sessions carry addresses and browsers: gone, not just revoked.
  await db.delete(accessTokens).where(eq(accessTokens.userId, user.id));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
  await db.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, user.id));
  await db.delete(socialTokens).where(eq(socialTokens.userId, user.id));
  await db.delete(identitySessions).where(eq(identitySessions.userId, user.id));
  await db.delete(driverLicences).where(eq(driverLicences.userId, user.id));
  await db.delete(ownerVerifications).where(eq(ownerVerifications.userId, user.id));
  await db.update(companies).set({ name: '' }).where(eq(companies.userId, user.id));
  // The fact and author of a verification decision stay for the record; its free text may name the person.
  await db.update(verificationDecisions).set({ reason: null }).where(eq(verificationDecisions.userId, user.id));
  // Reports about the person are moot; reports they made keep the facts but not their words.
  await db.delete(reports).where(eq(reports.targetId, user.id));
  await db.update(reports).set({ comment: '' }).where(eq(reports.reporterId, user.id));
  // Every message sent to them (by account or by address, e.g. before sign-up finished).
  const contactMatch = contacts.length
    ? or(eq(outbox.userId, user.id), sql`lower(${outbox.recipient}) in (${sql.join(contacts.map((c) => sql`${c}`), sql`, `)})`)
    : eq(outbox.userId, user.id);
  await db.delete(outbox).where(contactMatch);
  const carFiles = await eraseOwnerCars(user.id, now);
  const chatPhotos = await eraseChatMessages(user.id);
  await db.delete(notifications).where(eq(notifications.userId, user.id));

  const files = user.avatarPath ? imageRefs(user.avatarPath) : [];
  const photoKeys = Object.values(licence?.photos ?? {}).filter((key): key is string => typeof key === 'string');
  return { files: [...files, ...photoKeys, ...carFiles, ...chatPhotos], filePrefixes: [`private/licences/${user.id}`] };
}

/**
 * What the person wrote in conversations goes, text and photos (after payment a message may carry
 * their phone or address); the other party keeps the conversation's other half. The other party's
 * unread count and last message are counted again from what is left. Returns the photos to remove.
 */
async function eraseChatMessages(userId: number): Promise<string[]> {
  const db = await getDb();
  const removed = await db.delete(chatMessages).where(eq(chatMessages.senderId, userId)).returning({ bookingId: chatMessages.bookingId, photoKey: chatMessages.photoKey });
  await db.delete(chatThreads).where(eq(chatThreads.userId, userId));
  const bookingIds = [...new Set(removed.map((row) => row.bookingId))];
  if (bookingIds.length) {
    await db
      .update(chatThreads)
      .set({
        unread: sql`(select count(*)::int from chat_messages m where m.booking_id = ${chatThreads.bookingId} and m.id > ${chatThreads.lastReadId} and m.sender_id is distinct from ${chatThreads.userId})`,
        lastMessageId: sql`(select max(m.id) from chat_messages m where m.booking_id = ${chatThreads.bookingId})`,
      })
      .where(inArray(chatThreads.bookingId, bookingIds));
  }
  return removed.map((row) => row.photoKey).filter((key): key is string => key !== null);
}
