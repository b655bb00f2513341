import { describe, expect, it } from 'vitest';
import { floorResponse, startFloorServer } from '@/scripts/bench-floor.mjs';

/** A page's headers as the app sends them (the parts the floor must and must not carry). */
const PAGE_HEADERS = new Headers({
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'nonce-c2VydmVyJ3M=' 'strict-dynamic'; object-src 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=()',
  'Set-Cookie': 'NEXT_LOCALE=uk; Path=/',
  'Content-Encoding': 'br',
  'Content-Length': '12345',
  Link: '</fonts/a.woff2>; rel=preload; as="font"',
  'Content-Type': 'text/html; charset=utf-8',
});

describe('the bench floor (scripts/bench-floor.mjs)', () => {
  it('keeps the page’s security headers and drops what belongs to its body or sets state', () => {
    const { headers } = floorResponse(PAGE_HEADERS);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toBe('camera=()');
    for (const name of ['set-cookie', 'content-encoding', 'content-length', 'link']) expect(headers, name).not.toHaveProperty(name);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('runs its one inline script under the policy: a nonce of its own in both places', () => {
    const { headers, body } = floorResponse(PAGE_HEADERS, 'en');
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(nonce).not.toBe('c2VydmVyJ3M=');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(body).toContain(`<script nonce="${nonce}">`);
    expect(body).toContain('<html lang="en">');
    expect(floorResponse(PAGE_HEADERS).body).not.toContain(nonce);
  });

  it('serves the page on loopback', async () => {
    const floor = await startFloorServer({ port: 0, headers: PAGE_HEADERS });
    try {
      expect(floor.address).toBe('127.0.0.1');
      const response = await fetch(`${floor.origin.replace('localhost', '127.0.0.1')}/any/path`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toContain('<h1>Kermo</h1>');
    } finally {
      await floor.close();
    }
  });
});
