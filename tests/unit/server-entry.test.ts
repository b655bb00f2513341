import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import { malformedPath, markPeer, PEER_IP_HEADER as SERVER_PEER_IP_HEADER, runtimeHeaders } from '@/scripts/server.mjs';

const incoming = (headers: Record<string, string>, remoteAddress = '::ffff:198.51.100.7') =>
  ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the server entry (scripts/server.mjs)', () => {
  it('uses the header the app reads', () => {
    expect(SERVER_PEER_IP_HEADER).toBe(PEER_IP_HEADER);
  });

  it("replaces a client's peer header with the socket address and drops forwarding headers by default", () => {
    const req = incoming({ [PEER_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-real-ip': '1.2.3.4', forwarded: 'for=1.2.3.4', host: 'localhost:3000' });
    markPeer(req, {});
    expect(req.headers).toEqual({ [PEER_IP_HEADER]: '::ffff:198.51.100.7', host: 'localhost:3000' });
  });

  it('keeps forwarding headers for the app to judge when proxies are configured', () => {
    const req = incoming({ [PEER_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'kermo.ua' }, '10.0.0.2');
    markPeer(req, { TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(req.headers).toEqual({ [PEER_IP_HEADER]: '10.0.0.2', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'kermo.ua' });
    const zeroHops = incoming({ 'x-forwarded-for': '203.0.113.9' });
    markPeer(zeroHops, { TRUSTED_PROXY_HOPS: '0' });
    expect(zeroHops.headers['x-forwarded-for']).toBeUndefined();
  });

  it('sends HSTS only for an https APP_URL', () => {
    expect(runtimeHeaders({ APP_URL: 'https://kermo.ua' })).toEqual({ 'strict-transport-security': 'max-age=63072000; includeSubDomains' });
    expect(runtimeHeaders({ APP_URL: 'http://localhost:3000' })).toEqual({});
    expect(runtimeHeaders({})).toEqual({});
  });

  it('finds escapes that do not decode', () => {
    for (const url of ['/storage/media/%C0%AE%C0%AE/private', '/media/images/100/%E0%A4%A', '/a%', '/x%ZZ?y=1']) expect(malformedPath(url), url).toBe(true);
    for (const url of ['/', '/storage/media/%2E%2E%2Fprivate', '/catalog/%D0%BA%D0%B8%D1%97%D0%B2', '/x?q=%ZZ']) expect(malformedPath(url), url).toBe(false);
  });
});
