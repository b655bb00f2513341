import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIp } from './client-ip';
import { parseIp, parseIpList } from './ip-address';
import { fromTrustedProxy, PEER_IP_HEADER } from './trusted-proxies';

afterEach(() => vi.unstubAllEnvs());

const request = (peer: string | null, forwardedFor?: string) =>
  new Request('http://localhost:3000/api/x', {
    headers: { ...(peer ? { [PEER_IP_HEADER]: peer } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

describe('parseIp', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6 into one canonical form', () => {
    expect(parseIp('203.0.113.9')).toEqual({ address: '203.0.113.9', version: 'ipv4' });
    expect(parseIp(' 2001:DB8:0:0:0:0:0:1 ')).toEqual({ address: '2001:db8::1', version: 'ipv6' });
    expect(parseIp('::1')).toEqual({ address: '::1', version: 'ipv6' });
    expect(parseIp('::ffff:127.0.0.1')).toEqual({ address: '127.0.0.1', version: 'ipv4' });
    expect(parseIp('::FFFF:7f00:1')).toEqual({ address: '127.0.0.1', version: 'ipv4' });
  });

  it('drops brackets, ports and zone ids that proxies and sockets add', () => {
    expect(parseIp('[2001:db8::7]:443')?.address).toBe('2001:db8::7');
    expect(parseIp('[::1]')?.address).toBe('::1');
    expect(parseIp('198.51.100.4:5678')?.address).toBe('198.51.100.4');
    expect(parseIp('fe80::1%eth0')?.address).toBe('fe80::1');
  });

  it('refuses anything that is not an address', () => {
    for (const value of ['', 'unknown', '256.1.1.1', '1.2.3', '10.0.0.1/8', 'evil.example', '::ffff:999.0.0.1', '1.2.3.4, 5.6.7.8', null, undefined]) {
      expect(parseIp(value), String(value)).toBeNull();
    }
  });
});

describe('parseIpList', () => {
  it('matches single addresses and CIDRs of both families, mapped addresses as IPv4', () => {
    const list = parseIpList('10.0.0.0/8, 192.0.2.1, 2001:db8::/32, ::ffff:172.16.0.0/112');
    expect(list.invalid).toEqual([]);
    const has = (value: string) => list.has(parseIp(value)!);
    expect(has('10.255.1.2')).toBe(true);
    expect(has('::ffff:10.1.1.1')).toBe(true);
    expect(has('11.0.0.1')).toBe(false);
    expect(has('192.0.2.1')).toBe(true);
    expect(has('192.0.2.2')).toBe(false);
    expect(has('2001:db8:ffff::1')).toBe(true);
    expect(has('2001:db9::1')).toBe(false);
    expect(has('172.16.3.4')).toBe(true);
    expect(has('172.17.0.1')).toBe(false);
  });

  it('reports entries it cannot read instead of guessing', () => {
    const list = parseIpList('10.0.0.0/33, proxy.internal, 10.0.0.1/8/8, 2001:db8::/129, 192.0.2.0/24');
    expect(list.invalid).toEqual(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/8', '2001:db8::/129']);
    expect(list.size).toBe(1);
  });
});

describe('clientIp', () => {
  it('without configuration is the peer of the connection: a forged X-Forwarded-For is ignored', () => {
    expect(clientIp(request('198.51.100.7', '203.0.113.9'))).toBe('198.51.100.7');
    expect(clientIp(request('::ffff:198.51.100.7'))).toBe('198.51.100.7');
    expect(fromTrustedProxy(request('198.51.100.7', '203.0.113.9'))).toBe(false);
  });

  it('is "unknown" without our server in front (no peer header), whatever X-Forwarded-For says', () => {
    expect(clientIp(request(null, '203.0.113.9'))).toBe('unknown');
    expect(clientIp(request('not an address'))).toBe('unknown');
  });

  it('with TRUSTED_PROXIES walks X-Forwarded-For from the right past trusted hops only', () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8, 2001:db8::/32');
    // client → CDN (10.1.1.1) → balancer (10.0.0.2) → us; the leftmost entry is the client's own claim.
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.1.1.1'))).toBe('203.0.113.9');
    expect(clientIp(request('2001:db8::2', '203.0.113.9'))).toBe('203.0.113.9');
    expect(fromTrustedProxy(request('10.0.0.2'))).toBe(true);
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(clientIp(request('198.51.100.7', '203.0.113.9'))).toBe('198.51.100.7');
    expect(fromTrustedProxy(request('198.51.100.7'))).toBe(false);
    // Every hop trusted: the furthest address known.
    expect(clientIp(request('10.0.0.2', '10.0.0.3'))).toBe('10.0.0.3');
    // An unreadable entry is not a client: stop at the hop that wrote it.
    expect(clientIp(request('10.0.0.2', 'garbage'))).toBe('10.0.0.2');
    expect(clientIp(request('10.0.0.2', '[2001:db8:1::9]:443, 10.5.5.5'))).toBe('2001:db8:1::9');
  });

  it('with TRUSTED_PROXY_HOPS takes the entry that many hops from the right', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(clientIp(request('192.0.2.10', '1.1.1.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(fromTrustedProxy(request('192.0.2.10'))).toBe(true);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect(clientIp(request('192.0.2.10', '1.1.1.1, 203.0.113.9, 192.0.2.20'))).toBe('203.0.113.9');
    // Fewer entries than hops: the furthest address known.
    expect(clientIp(request('192.0.2.10'))).toBe('192.0.2.10');
    expect(clientIp(request('192.0.2.10', '203.0.113.9'))).toBe('203.0.113.9');
  });

  it('ignores a hop count that is not a number', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', 'two');
    expect(clientIp(request('192.0.2.10', '203.0.113.9'))).toBe('192.0.2.10');
    expect(fromTrustedProxy(request('192.0.2.10'))).toBe(false);
  });
});
