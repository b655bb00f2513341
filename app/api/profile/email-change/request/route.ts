import { emailChangeRequestContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { requestEmailChange } from '@/lib/server/accounts/email-change';
import { clientIp } from '@/lib/server/security/client-ip';

// POST /api/profile/email-change/request — current password + new address → a code to the new address
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(emailChangeRequestContract, ({ body, session, locale, request }) =>
  requestEmailChange(session.user, { newEmail: body.new_email, currentPassword: body.current_password }, { ip: clientIp(request), locale }),
);
