import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { ZLangRequest } from '@/lib/site/schemas';

export const logoutContract = defineContract({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Ends the session: revokes the token, clears the accessToken and aucs cookies, names the sign-in page to go to',
  tag: 'auth',
  access: 'optional',
  body: ZLangRequest,
  response: z.object({ redirect: z.string() }),
});
