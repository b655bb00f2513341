import { checkEmailContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { checkEmail } from '@/lib/server/accounts/check-email';
import { clientIp } from '@/lib/server/security/client-ip';

// POST /api/auth/check-email — whether an account uses the e-mail (rate-limited per address)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(checkEmailContract, ({ body, request }) => checkEmail(body.email, clientIp(request)));
