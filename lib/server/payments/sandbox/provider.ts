import 'server-only';
import { z } from 'zod';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { type PaymentProvider, PaymentCallbackError, PaymentSignatureError } from '../provider';
import { cancelSandboxOrder, openSandboxOrder, refundSandboxOrder, sandboxOrderStatus } from './orders';
import { sandboxSecret } from './secret';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid } from './signature';

const ZCallback = z.object({
  reference: z.string().min(1),
  operation_id: z.string().nullable(),
  status: z.enum(['succeeded', 'failed']),
  amount_kop: z.int().positive(),
  currency: z.string().min(1),
  failure_code: z.string().nullable(),
  card_last4: z.string().nullable(),
  decided_at: z.string().nullable(),
});

/**
 * The built-in sandbox acquirer (docs/payments.md): its "bank" keeps its own books in
 * `sandbox_acquirer_*`, its hosted page is a page of this app (`/pay/sandbox/{reference}`), and it
 * calls us back over HTTP, signed with HMAC-SHA256, like a real acquirer. The default provider.
 */
export function sandboxPaymentProvider(secret: () => Promise<string> = sandboxSecret): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      // The bank shows the merchant by its site, as WayForPay's merchantDomainName does.
      await openSandboxOrder(request, siteUrl().host);
      // A path on our own origin: the page is ours, so the browser keeps its session cookie
      // whichever address of this site it is using.
      return { kind: 'redirect', url: href('pay-sandbox-ref', { locale: request.locale, params: { ref: request.reference } }) };
    },
    orderStatus: (reference) => sandboxOrderStatus(reference),
    cancelCheckout: (reference) => cancelSandboxOrder(reference),
    async parseCallback(rawBody, headers) {
      if (!sandboxSignatureValid(rawBody, headers.get(SANDBOX_SIGNATURE_HEADER), await secret())) throw new PaymentSignatureError('sandbox callback signature does not verify');
      let parsed: z.infer<typeof ZCallback>;
      try {
        parsed = ZCallback.parse(JSON.parse(rawBody));
      } catch (error) {
        throw new PaymentCallbackError('sandbox callback body is not a callback', { cause: error });
      }
      return {
        reference: parsed.reference,
        outcome: parsed.status,
        amountKop: parsed.amount_kop,
        currency: parsed.currency,
        failureCode: parsed.failure_code,
        data: { operation_id: parsed.operation_id, card_last4: parsed.card_last4, decided_at: parsed.decided_at, status: parsed.status },
      };
    },
    acknowledge: async (event) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'accept', reference: event.reference }) }),
    refund: (request) => refundSandboxOrder(request),
  };
}
