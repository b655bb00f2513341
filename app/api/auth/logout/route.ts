import { ACCESS_TOKEN_COOKIE, AUCS_COOKIE } from '@/lib/auth/constants';
import { logoutContract } from '@/lib/auth/contracts';
import { ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import { href } from '@/lib/routes';
import { apiRoute } from '@/lib/server/api/route';
import { revokeToken } from '@/lib/server/auth/revoke-token';

// POST /api/auth/logout — revoke the session and clear its cookies; 401 when there was none
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(logoutContract, async ({ session, locale, cookies }) => {
  cookies.delete(ACCESS_TOKEN_COOKIE);
  cookies.delete(AUCS_COOKIE);
  if (!session) throw new AppError('unauthorized');
  await revokeToken(session.tokenId);
  return { redirect: href(session.user.role === ROLE.user ? 'sign' : 'sign-host', { locale }) };
});
