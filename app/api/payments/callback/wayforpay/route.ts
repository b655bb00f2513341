import { allMethods } from '@/lib/server/api/methods';
import { handlePaymentCallback } from '@/lib/server/payments/callback-route';

// POST /api/payments/callback/wayforpay — WayForPay's server-to-server callback (`serviceUrl`,
// HMAC-MD5 `merchantSignature` in the JSON body); answered with its signed "accept".
export async function POST(request: Request) {
  return handlePaymentCallback('wayforpay', request);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = allMethods({ POST });
