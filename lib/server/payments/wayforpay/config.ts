import 'server-only';
import { siteUrl } from '@/lib/seo/site-url';

export type WayforpayConfig = {
  merchantAccount: string;
  secretKey: string;
  /** `merchantDomainName`: the site's domain as registered with WayForPay. */
  merchantDomain: string;
  /** The host-to-host API (CHECK_STATUS, SETTLE, REFUND, CHARGE, P2P_CREDIT). */
  apiUrl: string;
  /** The hosted payment page the renter's browser posts the Purchase form to. */
  payUrl: string;
  /** The card-verification page (Verify), next to the payment page. */
  verifyUrl: string;
  /** How long an API call may take before it is given up (and retried by its job). */
  timeoutMs: number;
};

export const WAYFORPAY_DEFAULT_API_URL = 'https://api.wayforpay.com/api';
export const WAYFORPAY_DEFAULT_PAY_URL = 'https://secure.wayforpay.com/pay';

const env = (name: string) => (process.env[name] ?? '').trim();

function absoluteUrl(name: string, fallback: string): string {
  const value = env(name) || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}="${value}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}="${value}" is not an http(s) URL`);
  return url.toString();
}

/**
 * WayForPay's settings from the environment (docs/payments.md "WayForPay"). Throws, naming every
 * missing or malformed variable, so a deployment set to `PAYMENTS_PROVIDER=wayforpay` without its
 * credentials stops at start instead of at its first payment.
 */
export function wayforpayConfig(): WayforpayConfig {
  const missing = ['WAYFORPAY_MERCHANT_ACCOUNT', 'WAYFORPAY_SECRET_KEY'].filter((name) => !env(name));
  if (missing.length) throw new Error(`PAYMENTS_PROVIDER=wayforpay needs ${missing.join(' and ')} (the merchant account and its SecretKey from the WayForPay merchant portal)`);
  const payUrl = absoluteUrl('WAYFORPAY_PAY_URL', WAYFORPAY_DEFAULT_PAY_URL);
  return {
    merchantAccount: env('WAYFORPAY_MERCHANT_ACCOUNT'),
    secretKey: env('WAYFORPAY_SECRET_KEY'),
    // The domain only: WayForPay's example is `www.market.ua`, never a port or a scheme.
    merchantDomain: env('WAYFORPAY_MERCHANT_DOMAIN') || siteUrl().hostname,
    apiUrl: absoluteUrl('WAYFORPAY_API_URL', WAYFORPAY_DEFAULT_API_URL),
    payUrl,
    verifyUrl: new URL('verify', payUrl).toString(),
    timeoutMs: 15_000,
  };
}

/** Whether this installation has WayForPay credentials (a payment made there can be finished there). */
export const wayforpayConfigured = (): boolean => Boolean(env('WAYFORPAY_MERCHANT_ACCOUNT') && env('WAYFORPAY_SECRET_KEY'));

/**
 * The origins the renter's browser posts WayForPay's forms to (the payment and verification
 * pages): what the form page's Content-Security-Policy `form-action` must allow, and nothing more.
 */
export function wayforpayFormOrigins(): string[] {
  const payUrl = new URL(env('WAYFORPAY_PAY_URL') || WAYFORPAY_DEFAULT_PAY_URL);
  return [...new Set([payUrl.origin, new URL('verify', payUrl).origin])];
}
