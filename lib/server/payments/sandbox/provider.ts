import 'server-only';
import { SANDBOX_HOLD_LIFETIME_DAYS } from './hold-lifetime';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { type PaymentProvider, PaymentCallbackError, PaymentSignatureError } from '../provider';
import { type SandboxCallback, ZSandboxCallback } from './callback-body';
import { captureSandboxHold, voidSandboxHold } from './holds';
import { cancelSandboxOrder, openSandboxCardCheck, openSandboxOrder, sandboxOrderStatus } from './orders';
import { payoutSandbox } from './payouts';
import { refundSandboxOrder } from './refunds';
import { sandboxSecret } from './secret';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid } from './signature';
import { chargeSandboxToken } from './token-charge';

/** The bank shows the merchant by its site, as WayForPay's merchantDomainName does. */
const merchant = () => siteUrl().host;

/**
 * The built-in sandbox acquirer (docs/payments.md): its "bank" keeps its own books in
 * `sandbox_acquirer_*`, its hosted page is a page of this app (`/pay/sandbox/{reference}`), and it
 * calls us back over HTTP, signed with HMAC-SHA256, like a real acquirer. The default provider, and
 * one that can do everything the interface offers: holds (capture, void), saved cards and charges by
 * token, card checks and payouts.
 */
export function sandboxPaymentProvider(secret: () => Promise<string> = sandboxSecret): PaymentProvider {
  // A path on our own origin: the page is ours, so the browser keeps its session cookie whichever
  // address of this site it is using.
  const page = (reference: string, locale: Locale) => ({ kind: 'redirect' as const, url: href('pay-sandbox-ref', { locale, params: { ref: reference } }) });
  return {
    name: 'sandbox',
    holdLifetimeDays: SANDBOX_HOLD_LIFETIME_DAYS,
    async createCheckout(request) {
      await openSandboxOrder(request, merchant());
      return page(request.reference, request.locale);
    },
    orderStatus: (reference) => sandboxOrderStatus(reference),
    cancelCheckout: (reference) => cancelSandboxOrder(reference),
    async parseCallback(rawBody, headers) {
      if (!sandboxSignatureValid(rawBody, headers.get(SANDBOX_SIGNATURE_HEADER), await secret())) throw new PaymentSignatureError('sandbox callback signature does not verify');
      let parsed: SandboxCallback;
      try {
        parsed = ZSandboxCallback.parse(JSON.parse(rawBody));
      } catch (error) {
        throw new PaymentCallbackError('sandbox callback body is not a callback', { cause: error });
      }
      return {
        reference: parsed.reference,
        outcome: parsed.status,
        amountKop: parsed.amount_kop,
        currency: parsed.currency,
        failureCode: parsed.failure_code,
        card: parsed.card ? { token: parsed.card.token, panMasked: parsed.card.pan_masked } : null,
        data: {
          operation_id: parsed.operation_id,
          operation: parsed.operation,
          operation_reference: parsed.operation_reference,
          card_last4: parsed.card_last4,
          decided_at: parsed.decided_at,
          status: parsed.status,
          held_kop: parsed.held_kop,
          captured_kop: parsed.captured_kop,
          refunded_kop: parsed.refunded_kop,
        },
      };
    },
    acknowledge: async (event) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'accept', reference: event.reference }) }),
    refund: (request) => refundSandboxOrder(request),
    capture: (request) => captureSandboxHold(request),
    void: (request) => voidSandboxHold(request),
    chargeToken: (request) => chargeSandboxToken(request, merchant()),
    payout: (request) => payoutSandbox(request),
    async verifyCard(request) {
      await openSandboxCardCheck(request, merchant());
      return page(request.reference, request.locale);
    },
  };
}
