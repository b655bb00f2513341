import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import { isTrustedOrigin } from './origin';

afterEach(() => vi.unstubAllEnvs());

const call = (headers: Record<string, string>) => isTrustedOrigin(new Request('http://localhost:3000/api/x', { method: 'POST', headers }));
const viaProxy = { [PEER_IP_HEADER]: '10.0.0.2', 'x-forwarded-host': 'kermo.ua', 'x-forwarded-proto': 'https' };

describe('the Origin check', () => {
  it('accepts the site itself and APP_URL, refuses other sites', () => {
    vi.stubEnv('APP_URL', 'https://app.kermo.ua');
    expect(call({ origin: 'http://localhost:3000' })).toBe(true);
    expect(call({ origin: 'https://app.kermo.ua' })).toBe(true);
    expect(call({ origin: 'https://evil.example' })).toBe(false);
    expect(call({ origin: 'null' })).toBe(false);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto when no proxy is trusted', () => {
    vi.stubEnv('APP_URL', 'http://localhost:3000');
    expect(call({ origin: 'https://kermo.ua', ...viaProxy })).toBe(false);
    expect(call({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe(false);
  });

  it('believes them from a trusted proxy only', () => {
    vi.stubEnv('APP_URL', 'http://localhost:3000');
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
    expect(call({ origin: 'https://kermo.ua', ...viaProxy })).toBe(true);
    expect(call({ origin: 'https://kermo.ua', ...viaProxy, [PEER_IP_HEADER]: '198.51.100.7' })).toBe(false);
    vi.stubEnv('TRUSTED_PROXIES', '');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(call({ origin: 'https://kermo.ua', ...viaProxy })).toBe(true);
    expect(call({ origin: 'https://kermo.ua', ...viaProxy, 'x-forwarded-proto': 'javascript' })).toBe(false);
  });

  it('accepts the Host header as seen directly (a browser cannot forge it cross-site)', () => {
    vi.stubEnv('APP_URL', '');
    expect(call({ origin: 'http://kermo.test:3000', host: 'kermo.test:3000' })).toBe(true);
  });

  it('without Origin needs the browser to say same-origin', () => {
    expect(call({})).toBe(false);
    expect(call({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(call({ 'sec-fetch-site': 'same-origin' })).toBe(true);
  });
});
