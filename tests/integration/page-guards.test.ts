import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/server/db/schema';
import { createUser } from '@/tests/support/factories';

const viewer: { current: User | null } = { current: null };
// The page reads the viewer from the session cookie; here the test says who is asking, as if the
// proxy had been bypassed.
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const digestOf = (error: unknown) => String((error as { digest?: unknown }).digest ?? error);
const pages = {
  'car-list': () => import('@/app/[locale]/(account)/car-list/page'),
  myactivity: () => import('@/app/[locale]/(account)/myactivity/page'),
};

beforeEach(() => {
  viewer.current = null;
});

describe('host pages check the viewer themselves, not only through the proxy', () => {
  for (const [screen, load] of Object.entries(pages)) {
    const render = async () => (await load()).default({ params: Promise.resolve({ locale: 'uk' as const }) });

    it(`${screen}: sends a renter to the cabinet`, async () => {
      viewer.current = await createUser({ role: 1 });
      expect(digestOf(await render().catch((e: unknown) => e))).toMatch(/^NEXT_REDIRECT;.*;\/cabinet;/);
    });

    it(`${screen}: sends a visitor to the host sign-in`, async () => {
      expect(digestOf(await render().catch((e: unknown) => e))).toMatch(new RegExp(`^NEXT_REDIRECT;.*;/sign-host\\?ref=%2F${screen};`));
    });

    it(`${screen}: renders for a host and a company`, async () => {
      viewer.current = await createUser({ role: 2, isHost: true });
      await expect(render()).resolves.toBeTruthy();
      viewer.current = await createUser({ role: 3, isHost: true, isUser: false });
      await expect(render()).resolves.toBeTruthy();
    });
  }
});
