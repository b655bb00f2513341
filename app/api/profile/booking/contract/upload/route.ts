import { bookingContractUploadContract } from '@/lib/bookings/contracts';
import { AppError } from '@/lib/errors/app-error';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { uploadSignedContract } from '@/lib/server/bookings/signed-contract';

// POST /api/profile/booking/contract/upload — the renter's signed agreement (PDF or photo)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingContractUploadContract, async ({ body, formData, session, locale }) => {
  const file = formData?.get('file');
  if (!(file instanceof File) || file.size === 0) throw new AppError('validation_failed', { fields: { file: { key: 'required' } } });
  const now = new Date();
  const booking = await uploadSignedContract(session.user, body.booking_id, Buffer.from(await file.arrayBuffer()), now);
  return { booking: await bookingView(booking, 'renter', locale, now) };
});
