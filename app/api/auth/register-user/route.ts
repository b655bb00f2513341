import { registerUserContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { registerAndSignIn } from '@/lib/server/accounts/register-and-sign-in';

// POST /api/auth/register-user — a renter account, signed in
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(registerUserContract, (ctx) => registerAndSignIn('user', ctx));
