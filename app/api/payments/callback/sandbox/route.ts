import { allMethods } from '@/lib/server/api/methods';
import { handlePaymentCallback } from '@/lib/server/payments/callback-route';

// POST /api/payments/callback/sandbox — the sandbox acquirer's signed server-to-server callback
// (X-Sandbox-Signature: HMAC-SHA256 of the raw body); answered as the acquirer expects.
export async function POST(request: Request) {
  return handlePaymentCallback('sandbox', request);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = allMethods({ POST });
