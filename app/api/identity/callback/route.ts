import { handleIdentityCallback } from '@/lib/server/identity/identity-sessions';
import { readBodyBytes } from '@/lib/server/api/read-body';
import { failureResponse } from '@/lib/server/api/failure';
import { jsonData } from '@/lib/server/api/respond';
import { allMethods } from '@/lib/server/api/methods';

// POST /api/identity/callback — the identity provider's signed document share (X-Signature: HMAC)
export async function POST(request: Request) {
  const requestId = crypto.randomUUID();
  try {
    const raw = new TextDecoder().decode(await readBodyBytes(request, 64 * 1024));
    return jsonData(await handleIdentityCallback(raw, request.headers.get('x-signature')), requestId);
  } catch (error) {
    // AppErrors, and database refusals the one mapping knows (lib/server/db/db-errors.ts), as 4xx.
    return failureResponse(error, { locale: 'en', requestId, path: '/api/identity/callback' });
  }
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = allMethods({ POST });
