import { passwordChangeContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { changePassword } from '@/lib/server/accounts/passwords';

// POST /api/auth/password/change — needs the current password
export const POST = apiRoute(passwordChangeContract, async ({ body, session }) => {
  await changePassword(session.user, body.current_password, body.password);
  return { changed: true as const };
});
