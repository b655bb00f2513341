import { afterEach, describe, expect, it } from 'vitest';
import { assertPaymentsConfig, configuredProviderName, paymentFormOrigins, paymentProvider, providerNamed, sandboxAcquirerEnabled } from './providers';

const VARS = ['PAYMENTS_PROVIDER', 'WAYFORPAY_MERCHANT_ACCOUNT', 'WAYFORPAY_SECRET_KEY', 'WAYFORPAY_PAY_URL', 'WAYFORPAY_API_URL'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('the payment provider switch', () => {
  it('is the sandbox acquirer unless configured otherwise', () => {
    delete process.env.PAYMENTS_PROVIDER;
    expect(configuredProviderName()).toBe('sandbox');
    expect(paymentProvider().name).toBe('sandbox');
    expect(sandboxAcquirerEnabled()).toBe(true);
    process.env.PAYMENTS_PROVIDER = ' sandbox ';
    expect(paymentProvider().name).toBe('sandbox');
  });

  it('refuses an unknown provider at start, saying which ones exist', () => {
    process.env.PAYMENTS_PROVIDER = 'wayforpai';
    expect(() => assertPaymentsConfig()).toThrow('PAYMENTS_PROVIDER="wayforpai" is not a payment provider this build knows; use one of: sandbox, wayforpay');
    expect(() => paymentProvider()).toThrow(/wayforpai/);
    expect(sandboxAcquirerEnabled()).toBe(false);
    // A payment made with the sandbox is still finished there.
    expect(providerNamed('sandbox').name).toBe('sandbox');
    expect(() => providerNamed('wayforpai')).toThrow(/no payment provider named/);
  });

  it('takes WayForPay only with its credentials, saying which are missing', () => {
    for (const name of VARS) delete process.env[name];
    process.env.PAYMENTS_PROVIDER = 'wayforpay';
    expect(() => assertPaymentsConfig()).toThrow('PAYMENTS_PROVIDER=wayforpay needs WAYFORPAY_MERCHANT_ACCOUNT and WAYFORPAY_SECRET_KEY');
    process.env.WAYFORPAY_MERCHANT_ACCOUNT = 'test_merch_n1';
    expect(() => assertPaymentsConfig()).toThrow('PAYMENTS_PROVIDER=wayforpay needs WAYFORPAY_SECRET_KEY (');
    process.env.WAYFORPAY_SECRET_KEY = 'flk3409refn54t54t*FNJRET';
    process.env.WAYFORPAY_PAY_URL = 'secure.wayforpay.com/pay';
    expect(() => assertPaymentsConfig()).toThrow('WAYFORPAY_PAY_URL="secure.wayforpay.com/pay" is not an absolute URL');
    delete process.env.WAYFORPAY_PAY_URL;
    expect(() => assertPaymentsConfig()).not.toThrow();
    expect(paymentProvider().name).toBe('wayforpay');
    expect(sandboxAcquirerEnabled()).toBe(false);
  });

  it('lets the form page post to the configured acquirer’s pages only', () => {
    for (const name of VARS) delete process.env[name];
    expect(paymentFormOrigins()).toEqual([]);
    process.env.PAYMENTS_PROVIDER = 'wayforpay';
    expect(paymentFormOrigins()).toEqual(['https://secure.wayforpay.com']);
    process.env.WAYFORPAY_PAY_URL = 'http://127.0.0.1:4321/pay';
    expect(paymentFormOrigins()).toEqual(['http://127.0.0.1:4321']);
    // Back on the sandbox, a payment still open at WayForPay can be finished while its credentials are set.
    delete process.env.PAYMENTS_PROVIDER;
    expect(paymentFormOrigins()).toEqual([]);
    process.env.WAYFORPAY_MERCHANT_ACCOUNT = 'test_merch_n1';
    process.env.WAYFORPAY_SECRET_KEY = 'flk3409refn54t54t*FNJRET';
    expect(paymentFormOrigins()).toEqual(['http://127.0.0.1:4321']);
  });
});
