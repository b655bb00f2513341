import 'server-only';
import { randomUUID } from 'node:crypto';
import { type BookingStatus } from '@/lib/bookings/status';
import { mayTransition } from '@/lib/bookings/transitions';
import { AppError } from '@/lib/errors/app-error';
import { inTransaction } from '@/lib/server/db/client';
import type { Booking, User } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { readPrivateImage, storePrivateImage } from '@/lib/server/media/images';
import { PRIVATE_REF_PREFIX, privateStorage } from '@/lib/server/storage/storage';
import { lockBookingFor, readBookingFor } from './booking-access';
import { notifyBooking } from './notify-booking';
import { applyTransition, unlessAllowed } from './transition';

export const SIGNED_CONTRACT_MAX_BYTES = 10 * 1024 * 1024;

/** A PDF by its content: the header at the start and the end-of-file marker near the end. */
function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(Math.max(0, data.length - 1024)).toString('latin1').includes('%%EOF');
}

/**
 * Keeps a signed copy privately (like licences): a PDF as it is, a photo re-encoded (upright, no
 * metadata) by the image pipeline; anything else is refused by its content, whatever its name.
 */
async function storeSignedCopy(bookingId: number, data: Buffer): Promise<string> {
  if (data.byteLength > SIGNED_CONTRACT_MAX_BYTES) throw new AppError('payload_too_large');
  if (!isPdf(data)) return storePrivateImage(data, `contracts/${bookingId}`);
  const key = `contracts/${bookingId}/${randomUUID()}.pdf`;
  await privateStorage().put(key, data, 'application/pdf');
  return `${PRIVATE_REF_PREFIX}${key}`;
}

/**
 * The renter uploads the signed agreement (6 or 16 → 17), a PDF or a photo of it. Whether the step
 * is theirs is checked before the file is stored; the file is stored before the transaction (slow
 * work holds no lock) and removed again if the step then fails; a replaced copy is removed once the
 * new one is committed. The owner (or an operator) checks it next.
 */
export async function uploadSignedContract(actor: User, bookingId: number, data: Buffer, now = new Date()): Promise<Booking> {
  const { booking: seen, role } = await readBookingFor(actor, bookingId);
  if (!mayTransition(seen.status as BookingStatus, 'upload_contract', role)) throw new AppError('booking_action_unavailable', { params: { status: seen.status } });
  const ref = await storeSignedCopy(bookingId, data);
  try {
    return await inTransaction(async () => {
      const { booking, actor: party } = await lockBookingFor(actor, bookingId);
      const result = await applyTransition(booking, 'upload_contract', party, {
        now,
        patch: { contractFile: ref, contractUploadedAt: now, contractRejection: null },
        details: { file: ref.endsWith('.pdf') ? 'pdf' : 'image' },
      });
      if (result.replayed) {
        // The same upload twice (a double submit): the first copy stands; this one is not kept.
        await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: [ref] } });
        return result.booking;
      }
      if (booking.contractFile) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: [booking.contractFile] } });
      await notifyBooking(result.booking, 'contract_uploaded');
      return result.booking;
    });
  } catch (error) {
    await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: [ref] } });
    throw error;
  }
}

/**
 * The owner or an operator checks the signed agreement: accepted, the trip is allowed (8); sent
 * back with a reason (16): "The contract did not pass verification: upload the correct file".
 */
export function verifyContract(actor: User, bookingId: number, input: { accept: boolean; reason?: string }, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    if (input.accept) {
      const result = await applyTransition(booking, 'accept_contract', party, { now, input: { accept: true } });
      if (!result.replayed) await notifyBooking(result.booking, 'contract_accepted');
      return result.booking;
    }
    const early = await unlessAllowed(booking, 'reject_contract', party, { now, input: { accept: false, reason: input.reason ?? null } });
    if (early) return early;
    // The renter must learn what to correct.
    if (!input.reason) throw new AppError('validation_failed', { fields: { reason: { key: 'required' } } });
    const reason = input.reason;
    const result = await applyTransition(booking, 'reject_contract', party, { now, reason, input: { accept: false, reason }, patch: { contractRejection: reason } });
    if (!result.replayed) await notifyBooking(result.booking, 'contract_rejected');
    return result.booking;
  });
}

/** The signed copy for the two parties and operators (null for anyone else, or when there is none). */
export async function signedContractFile(user: User | null, bookingId: number): Promise<{ body: Buffer; contentType: string; name: string } | null> {
  if (!user) return null;
  const { booking } = await readBookingFor(user, bookingId).catch(() => ({ booking: null }));
  const ref = booking?.contractFile;
  if (!ref) return null;
  if (ref.endsWith('.pdf')) {
    const stored = await privateStorage().get(ref.slice(PRIVATE_REF_PREFIX.length));
    return stored && { body: stored.body, contentType: 'application/pdf', name: `kermo-${bookingId}-signed.pdf` };
  }
  const image = await readPrivateImage(ref);
  return image && { body: image, contentType: 'image/webp', name: `kermo-${bookingId}-signed.webp` };
}
