import { afterEach, describe, expect, it } from 'vitest';
import { identityProvider } from './identity-sessions';
import { sandboxProvider } from './provider';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('identity provider selection', () => {
  it('is the sandbox on the embedded database, and off on PostgreSQL unless chosen', () => {
    delete process.env.IDENTITY_PROVIDER;
    delete process.env.DATABASE_URL;
    expect(identityProvider()?.name).toBe('sandbox');
    process.env.DATABASE_URL = 'postgres://db/kermo';
    expect(identityProvider()).toBeNull();
    process.env.IDENTITY_PROVIDER = 'sandbox';
    expect(identityProvider()?.name).toBe('sandbox');
    process.env.IDENTITY_PROVIDER = 'none';
    expect(identityProvider()).toBeNull();
  });

  it('signs and verifies callback bodies with HMAC-SHA256', () => {
    const provider = sandboxProvider('http://localhost:3000');
    const body = '{"session_id":"x"}';
    expect(provider.verify(body, provider.sign(body))).toBe(true);
    expect(provider.verify(`${body} `, provider.sign(body))).toBe(false);
    expect(provider.verify(body, null)).toBe(false);
    expect(provider.verify(body, 'nothex')).toBe(false);
  });
});
