import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // These load WASM, native addons or worker threads at run time; bundling them breaks that.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino', 'sanitize-html'],
};

export default withNextIntl(nextConfig);
