import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/server/db/schema';
import { listReports } from '@/lib/server/accounts/reports';
import { listOutbox } from '@/lib/server/mail/list-outbox';
import { listPendingLicences, reviewLicence } from '@/lib/server/verification/licence';
import { listPendingApplications, reviewApplication } from '@/lib/server/verification/owner-application';
import { createUser } from '@/tests/support/factories';

// The page reads the viewer from the session cookie; here the test says who is asking.
const viewer = vi.hoisted(() => ({ current: null as User | null }));
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
// Outside a Next.js request there is no request-scoped locale; the page's own logic is what is tested.
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

beforeEach(() => {
  viewer.current = null;
});

const forbidden = expect.objectContaining({ code: 'forbidden' });

describe('staff-only domain functions check the actor themselves', () => {
  it.each([
    ['a renter', { role: 1 }],
    ['a host', { role: 2, isHost: true }],
    ['a company', { role: 3, isHost: true, isUser: false }],
    ['a deleted operator', { isStaff: true, deletedAt: new Date() }],
  ] as const)('refuse %s', async (_, kind) => {
    const actor = await createUser(kind);
    await expect(listPendingLicences(actor)).rejects.toEqual(forbidden);
    await expect(reviewLicence(actor, 1, 'approved', undefined)).rejects.toEqual(forbidden);
    await expect(listPendingApplications(actor)).rejects.toEqual(forbidden);
    await expect(reviewApplication(actor, 1, 'approved', undefined)).rejects.toEqual(forbidden);
    await expect(listReports(actor, { page: 1, perPage: 10 })).rejects.toEqual(forbidden);
    await expect(listOutbox(actor, actor.email)).rejects.toEqual(forbidden);
  });

  it('serve an operator', async () => {
    const operator = await createUser({ isStaff: true });
    await expect(listPendingLicences(operator)).resolves.toBeInstanceOf(Array);
    await expect(listPendingApplications(operator)).resolves.toBeInstanceOf(Array);
    await expect(listReports(operator, { page: 1, perPage: 10 })).resolves.toBeInstanceOf(Array);
    await expect(listOutbox(operator, operator.email)).resolves.toEqual([]);
    // Past the staff check, an unknown id is simply not found.
    await expect(reviewLicence(operator, 2_000_000_000, 'approved', undefined)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('the operators’ verification page checks the viewer itself (the proxy bypassed)', () => {
  const render = async () => {
    const { default: AdminVerificationPage } = await import('@/app/[locale]/(admin)/admin/verification/page');
    return AdminVerificationPage({ params: Promise.resolve({ locale: 'uk' }) });
  };
  const digestOf = (error: unknown) => String((error as { digest?: unknown }).digest ?? error);

  it('answers 404 to a signed-in person who is not staff', async () => {
    viewer.current = await createUser({ role: 2, isHost: true });
    expect(digestOf(await render().catch((e: unknown) => e))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('renders for an operator', async () => {
    viewer.current = await createUser({ isStaff: true });
    await expect(render()).resolves.toMatchObject({ type: 'main' });
  });

  it('sends a visitor to sign-in', async () => {
    expect(digestOf(await render().catch((e: unknown) => e))).toMatch(/^NEXT_REDIRECT;.*\/sign\?ref=%2Fadmin%2Fverification/);
  });
});
