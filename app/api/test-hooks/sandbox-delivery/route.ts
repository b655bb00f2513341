import { requestLocale } from '@/lib/server/api/request-locale';
import { jsonData, jsonError, requestIdOf } from '@/lib/server/api/respond';
import { testHookMethods } from '@/lib/server/test-hooks/hook-methods';

/**
 * POST /api/test-hooks/sandbox-delivery `{ "mode": "immediate"|"late"|"twice"|"reversed", "customer_ref"?: "42" }`
 * — TESTS ONLY: switches how the sandbox acquirer delivers its callbacks, for one customer (a user
 * id) or for everyone (docs/payments.md "Delivery switch"). It exists only in a build made with
 * KERMO_TEST_HOOKS=1 (scripts/test-e2e.sh), exactly as /api/test-hooks/outbox: in every other build
 * every method answers as an unknown /api path does and the code below is compiled away.
 */
async function switchDelivery(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  if (process.env.KERMO_TEST_HOOKS !== '1') return jsonError(requestLocale(request), requestId, 'not_found');
  const { SANDBOX_DELIVERY_MODES, setSandboxCallbackDelivery } = await import('@/lib/server/payments/sandbox/delivery-mode');
  const body = (await request.json().catch(() => null)) as { mode?: unknown; customer_ref?: unknown } | null;
  const mode = SANDBOX_DELIVERY_MODES.find((known) => known === body?.mode);
  const customerRef = body?.customer_ref;
  if (!mode || (customerRef !== undefined && (typeof customerRef !== 'string' || !customerRef))) return jsonError('en', requestId, 'invalid_body');
  await setSandboxCallbackDelivery(mode, customerRef === undefined ? {} : { customerRef });
  return jsonData({ mode, customer_ref: customerRef ?? null }, requestId);
}

export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = testHookMethods({ POST: switchDelivery });
