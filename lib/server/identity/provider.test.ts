import { createHmac } from 'node:crypto';
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

  it('signs and verifies callback bodies with HMAC-SHA256 under the given key', async () => {
    const provider = sandboxProvider('http://localhost:3000', async () => 'installation-key');
    const body = '{"session_id":"x"}';
    const signature = await provider.sign(body);
    expect(signature).toBe(createHmac('sha256', 'installation-key').update(body).digest('hex'));
    expect(await provider.verify(body, signature)).toBe(true);
    expect(await provider.verify(`${body} `, signature)).toBe(false);
    expect(await provider.verify(body, null)).toBe(false);
    expect(await provider.verify(body, 'nothex')).toBe(false);
    // The key that used to be the built-in default signs nothing we accept.
    expect(await provider.verify(body, createHmac('sha256', 'kermo-identity-sandbox').update(body).digest('hex'))).toBe(false);
  });
});
