import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { locales } from './lib/i18n/locales';

/**
 * Messages are compiled at build time (next-intl's `precompile`): pages and islands format them with
 * a small formatter instead of shipping the ICU parser (intl-messageformat, ~11 KB brotli) to every
 * page with client translations — the sign-in and sign-up forms among them (docs/performance.md).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales, precompile: true } },
});

/**
 * Security headers on every response. Fixed at build time (routes manifest), so nothing here
 * depends on the environment: HSTS (https deployments only) is added at run time by
 * scripts/server.mjs, and pages get their Content-Security-Policy with a per-request nonce from
 * the proxy (lib/server/security/csp.ts).
 */
const everywhere = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), usb=(), display-capture=(), geolocation=(self), payment=(self)' },
];
/**
 * API answers are JSON, apart from the identity sandbox's plain HTML form (inline style, a post to
 * our own API): nothing may run there, load from elsewhere or be framed.
 */
const apiCsp = { key: 'Content-Security-Policy', value: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'" };
/** Images and files are never documents: an SVG opened directly cannot run script (sandbox). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const fileCsp = { key: 'Content-Security-Policy', value: FILE_CSP };

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Inlined at build time: test-only hooks (the e2e outbox reader, guard overrides) exist only in a
  // build made with KERMO_TEST_HOOKS=1 (scripts/test-e2e.sh); in any other build their code is dead.
  env: { KERMO_TEST_HOOKS: process.env.KERMO_TEST_HOOKS === '1' ? '1' : '' },
  // `npm test` has just checked every type (`next typegen && tsc`, the same route types the build
  // generates) before its end-to-end build; any other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.KERMO_TYPECHECKED === '1' },
  // These load WASM, native addons or worker threads at run time; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino', 'sanitize-html'],
  experimental: { cssChunking: { type: 'graph', requestCost: 20_000 } },
  async headers() {
    return [
      { source: '/:path*', headers: everywhere },
      { source: '/api/:path*', headers: [apiCsp] },
      { source: '/media/:path*', headers: [fileCsp] },
      { source: '/storage/:path*', headers: [fileCsp] },
    ];
  },
};

export default withNextIntl(nextConfig);
