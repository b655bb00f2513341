import type { NextRequest } from 'next/server';
import type { ScreenName } from '@/lib/routes';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';
import { resourceExists } from '@/lib/server/routing/resource-exists';

/**
 * Test-only: E2E_GUARD_OVERRIDES="screen=guard,…" assigns guards by screen name, so the end-to-end
 * suite can reach the "Unknown middleware" error page. It exists only in a build made with
 * KERMO_TEST_HOOKS=1: next.config.ts inlines that flag at build time, so in any other build the
 * condition is the constant `'' === '1'` and the override (and its read of E2E_GUARD_OVERRIDES) is
 * compiled away — setting the variable on a deployment does nothing.
 */
const overrides = new Map(
  process.env.KERMO_TEST_HOOKS === '1'
    ? (process.env.E2E_GUARD_OVERRIDES ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [ScreenName, string])
    : [],
);

// Runs before every page; never for /api, /media, /storage, /_next, the fonts, robots and the
// sitemap (its index /sitemap.xml and its files /sitemaps/sitemap/{id}.xml).
export default createProxy({
  guardOf: (screen) => overrides.get(screen) ?? registryGuard(screen),
  resolveViewer: async (request: NextRequest) => {
    const session = await resolveSession(request);
    return session ? { id: session.user.id, role: session.user.role as 1 | 2 | 3, isStaff: session.user.isStaff } : null;
  },
  exists: resourceExists,
});

export const config = {
  // Dotted paths (/x.php) go through the proxy too, so they get the localized 404.
  matcher: ['/((?!api(?:/|$)|media/|storage/|_next/|_vercel|fonts/|robots\\.txt|sitemap\\.xml|sitemaps/|favicon\\.ico).*)'],
};
