import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenNames, screens } from '@/lib/routes';
import { seedDatabase } from '@/lib/server/db/seed';
import type { User } from '@/lib/server/db/schema';
import { assertCanBook } from '@/lib/server/verification/gates';
import { createSignedInUser, createUser } from '@/tests/support/factories';
import { digestOf, requestPage as page } from '@/tests/support/registry-proxy';

// Companies (role 3) cannot rent (spec §6): no screen of renting opens for them, whichever way
// they arrive — the proxy, the page's own check, or a booking call.

const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const renderTrips = async () => (await import('@/app/[locale]/(account)/mytrips/page')).default({ params: Promise.resolve({ locale: 'en' as const }) });

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});

beforeEach(() => {
  viewer.current = null;
});

describe('renter screens', () => {
  it('my trips is a renter screen in the registry', () => {
    expect(screens.mytrips.guard).toBe('renter');
    expect(screenNames.filter((name) => screens[name].guard === 'renter')).toEqual(['mytrips']);
  });

  it('the proxy sends a company from my trips to its cabinet, and lets renters and hosts in', async () => {
    const company = await createSignedInUser({ role: 3, isHost: true, isUser: false, legalVerification: 2 });
    const refused = await page('/en/mytrips', company.token);
    expect(refused.status).toBe(307);
    expect(refused.headers.get('location')).toBe('http://localhost:3000/en/cabinet');

    const renter = await createSignedInUser({ role: 1, isDriverLicenseVerified: true });
    expect((await page('/mytrips', renter.token)).status).toBe(200);
    const host = await createSignedInUser({ role: 2, isHost: true });
    expect((await page('/mytrips', host.token)).status).toBe(200);

    const visitor = await page('/mytrips');
    expect(visitor.headers.get('location')).toBe('http://localhost:3000/sign?ref=%2Fmytrips');
  });

  it('the page itself refuses a company, as if the proxy had been bypassed', async () => {
    viewer.current = await createUser({ role: 3, isHost: true, isUser: false, legalVerification: 2 });
    expect(digestOf(await renderTrips().catch((error: unknown) => error))).toMatch(/^NEXT_REDIRECT;.*;\/en\/cabinet;/);

    viewer.current = await createUser({ role: 1 });
    await expect(renderTrips()).resolves.toBeTruthy();
  });

  it('a company can never book', async () => {
    const company = await createUser({ role: 3, isHost: true, isUser: false, legalVerification: 2 });
    expect(() => assertCanBook(company)).toThrow(expect.objectContaining({ code: 'legal_cannot_rent' }));
  });
});
