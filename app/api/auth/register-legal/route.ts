import { registerLegalContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { registerAndSignIn } from '@/lib/server/accounts/register-and-sign-in';

// POST /api/auth/register-legal — a company account (role 3), signed in
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(registerLegalContract, (ctx) => registerAndSignIn('legal', ctx));
