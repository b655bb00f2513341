import { sendCodeContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { sendCode } from '@/lib/server/verification/codes';

// POST /api/verification/send-code — a code to the account's e-mail or phone
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(sendCodeContract, ({ body, session, locale }) => sendCode(session.user, body.channel, locale));
