import { passwordResetRequestContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { requestPasswordReset } from '@/lib/server/accounts/passwords';
import { clientIp } from '@/lib/server/security/client-ip';

// POST /api/auth/password/reset-request — mails a single-use reset link
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(passwordResetRequestContract, async ({ body, locale, request }) => {
  await requestPasswordReset(body.email, locale, clientIp(request));
  return { sent: true as const };
});
