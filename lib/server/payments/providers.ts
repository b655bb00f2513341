import 'server-only';
import type { PaymentProvider } from './provider';
import { sandboxPaymentProvider } from './sandbox/provider';
import { wayforpayConfig, wayforpayConfigured, wayforpayFormOrigins } from './wayforpay/config';
import { wayforpayPaymentProvider } from './wayforpay/provider';

/**
 * The acquirers this build knows, by the name stored in `payments.provider`; a real one reads its
 * credentials from the environment each time (and throws, saying which are missing, without them).
 */
const known: Record<string, () => PaymentProvider> = {
  sandbox: () => sandboxPaymentProvider(),
  wayforpay: () => wayforpayPaymentProvider(wayforpayConfig()),
};

/** The configured provider's name: PAYMENTS_PROVIDER, `sandbox` when unset. */
export function configuredProviderName(): string {
  return (process.env.PAYMENTS_PROVIDER ?? '').trim() || 'sandbox';
}

/**
 * Refuses an unknown PAYMENTS_PROVIDER with a message that says what would work. Called when the
 * server starts (instrumentation.ts), so a typo stops the deployment instead of its first payment.
 */
export function assertPaymentsConfig(): void {
  const name = configuredProviderName();
  if (!Object.hasOwn(known, name)) {
    throw new Error(`PAYMENTS_PROVIDER="${process.env.PAYMENTS_PROVIDER}" is not a payment provider this build knows; use one of: ${Object.keys(known).join(', ')} (or leave it unset for the sandbox)`);
  }
  // A real acquirer without its credentials (or with a malformed URL) stops the start too.
  if (name === 'wayforpay') wayforpayConfig();
}

/** The provider new payments are opened with. */
export function paymentProvider(): PaymentProvider {
  assertPaymentsConfig();
  return known[configuredProviderName()]!();
}

/**
 * The provider a stored payment was made with (its callbacks, status, refunds), even after the
 * configuration has moved on to another: a payment is finished where it was started.
 */
export function providerNamed(name: string): PaymentProvider {
  const make = known[name];
  if (!make) throw new Error(`no payment provider named "${name}"`);
  return make();
}

/** Whether the embedded sandbox acquirer takes new payments here (its page and API answer 404 otherwise). */
export const sandboxAcquirerEnabled = (): boolean => configuredProviderName() === 'sandbox';

/**
 * Where the renter's browser may post an acquirer's form from our form page (its CSP
 * `form-action`): the configured acquirer's pages, and those of one whose credentials are still
 * set (its open payments are finished there). Never a wildcard.
 */
export function paymentFormOrigins(): string[] {
  if (configuredProviderName() !== 'wayforpay' && !wayforpayConfigured()) return [];
  try {
    return wayforpayFormOrigins();
  } catch {
    // A malformed WAYFORPAY_PAY_URL stops the start when WayForPay is configured (assertPaymentsConfig).
    return [];
  }
}
