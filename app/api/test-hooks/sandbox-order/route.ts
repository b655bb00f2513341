import { requestLocale } from '@/lib/server/api/request-locale';
import { jsonData, jsonError, requestIdOf } from '@/lib/server/api/respond';
import { testHookMethods } from '@/lib/server/test-hooks/hook-methods';

/**
 * POST /api/test-hooks/sandbox-order `{ "customer_ref": "42", "mode": "charge"|"hold"|"verify",
 * "amount_kop"?: 500000, "purpose"?: "payment"|"payout", "save_card"?: true, "locale"?: "uk"|"en" }`
 * → `{ reference, url }` — TESTS ONLY: opens a sandbox acquirer page for a customer as the payments
 * domain would (a hold, a card check, a page that saves the card), for the end-to-end suite to
 * drive the page before a screen of ours opens such orders. Its callbacks name no payment of ours
 * (our route answers 404 and the bank retries, as it would). Exists only in a KERMO_TEST_HOOKS=1
 * build, like /api/test-hooks/outbox.
 */
async function openOrder(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  if (process.env.KERMO_TEST_HOOKS !== '1') return jsonError(requestLocale(request), requestId, 'not_found');
  const [{ sandboxPaymentProvider }, { siteUrl }, { href }, { randomBytes }] = await Promise.all([
    import('@/lib/server/payments/sandbox/provider'),
    import('@/lib/seo/site-url'),
    import('@/lib/routes'),
    import('node:crypto'),
  ]);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const customerRef = body?.customer_ref;
  const mode = body?.mode ?? 'charge';
  const amountKop = body?.amount_kop ?? 500_000;
  const locale = body?.locale === 'en' ? 'en' : 'uk';
  if (typeof customerRef !== 'string' || !customerRef || !['charge', 'hold', 'verify'].includes(String(mode)) || !Number.isSafeInteger(amountKop) || (amountKop as number) <= 0) {
    return jsonError('en', requestId, 'invalid_body');
  }
  const provider = sandboxPaymentProvider();
  const reference = `kp-${randomBytes(10).toString('hex')}`;
  const common = {
    reference,
    locale,
    customerRef,
    returnUrl: new URL(href('index', { locale }), siteUrl()).toString(),
    callbackUrl: new URL('/api/payments/callback/sandbox', siteUrl()).toString(),
    expiresAt: new Date(Date.now() + 30 * 60_000),
  } as const;
  const checkout =
    mode === 'verify'
      ? await provider.verifyCard!({ ...common, purpose: body?.purpose === 'payout' ? 'payout' : 'payment' })
      : await provider.createCheckout({
          ...common,
          amountKop: amountKop as number,
          currency: 'UAH',
          description: mode === 'hold' ? (locale === 'en' ? 'Deposit, test booking' : 'Застава, тестове бронювання') : locale === 'en' ? 'Test booking' : 'Тестове бронювання',
          mode: mode as 'charge' | 'hold',
          saveCard: body?.save_card === true,
        });
  return jsonData({ reference, url: checkout.kind === 'redirect' ? checkout.url : null }, requestId);
}

export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = testHookMethods({ POST: openOrder });
