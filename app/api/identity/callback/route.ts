import { AppError } from '@/lib/errors/app-error';
import { handleIdentityCallback } from '@/lib/server/identity/identity-sessions';
import { jsonData, jsonError } from '@/lib/server/api/respond';
import { log } from '@/lib/server/log';

// POST /api/identity/callback — the identity provider's signed document share (X-Signature: HMAC)
export async function POST(request: Request) {
  const requestId = crypto.randomUUID();
  try {
    const raw = await request.text();
    if (raw.length > 64 * 1024) throw new AppError('payload_too_large');
    return jsonData(await handleIdentityCallback(raw, request.headers.get('x-signature')), requestId);
  } catch (error) {
    if (error instanceof AppError) return jsonError('en', requestId, error.code);
    log.error({ err: error, requestId }, 'identity callback failed');
    return jsonError('en', requestId, 'internal');
  }
}
