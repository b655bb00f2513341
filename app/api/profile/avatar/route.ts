import { avatarUploadContract } from '@/lib/accounts/contracts';
import { AppError } from '@/lib/errors/app-error';
import { apiRoute } from '@/lib/server/api/route';
import { setAvatar } from '@/lib/server/accounts/set-avatar';
import { toApiUser } from '@/lib/server/accounts/to-api-user';

// POST /api/profile/avatar — the profile photo, through the image pipeline
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(avatarUploadContract, async ({ formData, session, locale }) => {
  const file = formData?.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('validation_failed', { fields: { file: { key: 'required' } } });
  return { user: await toApiUser(await setAvatar(session.user, Buffer.from(await file.arrayBuffer())), locale) };
});
