import { passwordChangeContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { changePassword } from '@/lib/server/accounts/passwords';
import { clientIp } from '@/lib/server/security/client-ip';

// POST /api/auth/password/change — needs the current password; ends every other session
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(passwordChangeContract, async ({ body, session, request }) => {
  await changePassword(session.user, body.current_password, body.password, { tokenId: session.tokenId, ip: clientIp(request) });
  return { changed: true as const };
});
