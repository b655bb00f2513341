import { passwordResetContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { resetPassword } from '@/lib/server/accounts/passwords';

// POST /api/auth/password/reset — a new password from the reset link
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(passwordResetContract, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return { reset: true as const };
});
