import { afterEach, describe, expect, it } from 'vitest';
import { assertPaymentsConfig, configuredProviderName, paymentProvider, providerNamed, sandboxAcquirerEnabled } from './providers';

const saved = process.env.PAYMENTS_PROVIDER;
afterEach(() => {
  if (saved === undefined) delete process.env.PAYMENTS_PROVIDER;
  else process.env.PAYMENTS_PROVIDER = saved;
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
    expect(() => assertPaymentsConfig()).toThrow('PAYMENTS_PROVIDER="wayforpai" is not a payment provider this build knows; use one of: sandbox');
    expect(() => paymentProvider()).toThrow(/wayforpai/);
    expect(sandboxAcquirerEnabled()).toBe(false);
    // A payment made with the sandbox is still finished there.
    expect(providerNamed('sandbox').name).toBe('sandbox');
    expect(() => providerNamed('wayforpai')).toThrow(/no payment provider named/);
  });
});
