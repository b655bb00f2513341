import { registerHostContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { registerAndSignIn } from '@/lib/server/accounts/register-and-sign-in';

// POST /api/auth/register-host — a host account, signed in
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(registerHostContract, (ctx) => registerAndSignIn('host', ctx));
