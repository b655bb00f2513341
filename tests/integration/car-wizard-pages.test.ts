import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZCarDraft } from '@/lib/cars/car-schema';
import type { TCarView } from '@/lib/cars/car-view';
import { createCar } from '@/lib/server/cars/save-car';
import { submitCar } from '@/lib/server/cars/submit-car';
import type { User } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { addPhotoRows, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createUser } from '@/tests/support/factories';

const viewer: { current: User | null } = { current: null };
// The pages read the viewer from the session cookie; here the test says who is asking.
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const digestOf = (error: unknown) => String((error as { digest?: unknown }).digest ?? error);
const addingCar = async (searchParams: Record<string, string> = {}) =>
  (await import('@/app/[locale]/(account)/addingcar/page')).default({ params: Promise.resolve({ locale: 'uk' as const }), searchParams: Promise.resolve(searchParams) });
const carEdit = async (carslug: string[] | undefined, searchParams: Record<string, string> = {}) =>
  (await import('@/app/[locale]/(account)/car-edit/[[...carslug]]/page')).default({ params: Promise.resolve({ locale: 'uk' as const, carslug }), searchParams: Promise.resolve(searchParams) });

/** The props the page hands to an element of the tree it returns, found by the component's name. */
function propsOf(tree: unknown, name: string): Record<string, unknown> | null {
  if (!tree || typeof tree !== 'object') return null;
  const node = tree as { type?: { name?: string }; props?: { children?: unknown } & Record<string, unknown> };
  if (node.type && typeof node.type === 'function' && node.type.name === name) return node.props ?? null;
  const children = node.props?.children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = propsOf(child, name);
    if (found) return found;
  }
  return null;
}

/** The state the page's status banner shows (its badge's `data-status`). */
function statusOf(tree: unknown): unknown {
  if (!tree || typeof tree !== 'object') return undefined;
  const props = (tree as { props?: Record<string, unknown> & { children?: unknown } }).props;
  if (props && 'data-status' in props) return props['data-status'];
  const children = props?.children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = statusOf(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

let owner: User;
let draft: TCarView;

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
  ({ user: owner } = await createVerifiedOwner());
  draft = await createCar(owner, ZCarDraft.parse(await completeCarForm()));
});

beforeEach(() => {
  viewer.current = owner;
});

describe('/addingcar', () => {
  it('offers an owner with drafts to continue one or start anew, and `?new=1` starts anew', async () => {
    expect(propsOf(await addingCar(), 'ResumeDrafts')).toMatchObject({ drafts: [expect.objectContaining({ id: draft.id })] });
    const fresh = propsOf(await addingCar({ new: '1' }), 'CarWizard');
    expect(fresh).toMatchObject({ mode: 'create', car: null, canSubmit: true });
  });

  it('resumes the owner’s own draft at the step in the address', async () => {
    expect(propsOf(await addingCar({ car: String(draft.id), step: 'pricing' }), 'CarWizard')).toMatchObject({ car: expect.objectContaining({ id: draft.id }), initialStep: 'pricing' });
  });

  it('is a 404 for another owner’s car, an odd id and a car that does not exist', async () => {
    viewer.current = (await createVerifiedOwner()).user;
    for (const car of [String(draft.id), 'abc', '999999999']) {
      expect(digestOf(await addingCar({ car }).catch((error: unknown) => error)), car).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    }
  });

  it('sends a car already submitted to its edit page', async () => {
    const sent = await createCar(owner, ZCarDraft.parse(await completeCarForm()));
    await addPhotoRows(sent.id, 4);
    const pending = await submitCar(owner, sent.id);
    expect(digestOf(await addingCar({ car: String(sent.id) }).catch((error: unknown) => error))).toMatch(new RegExp(`^NEXT_REDIRECT;.*;/car-edit/${pending.slug};`));
  });

  it('lets an unverified owner prepare a draft, without the submit button', async () => {
    viewer.current = await createUser({ role: 2, isHost: true, legalVerification: 0 });
    expect(propsOf(await addingCar({ new: '1' }), 'CarWizard')).toMatchObject({ canSubmit: false, verifyNotice: expect.anything() });
  });
});

describe('/car-edit/{carslug}', () => {
  it('opens the edit forms for the owner and for an operator, and is a 404 for another owner', async () => {
    expect(propsOf(await carEdit([draft.slug]), 'CarWizard')).toMatchObject({ mode: 'edit', car: expect.objectContaining({ id: draft.id }) });
    viewer.current = await createUser({ role: 1, isStaff: true });
    expect(propsOf(await carEdit([draft.slug]), 'CarWizard')).toMatchObject({ mode: 'edit' });
    viewer.current = (await createVerifiedOwner()).user;
    expect(digestOf(await carEdit([draft.slug]).catch((error: unknown) => error))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('says an approved car that is switched off is out of the catalog, as the car list does', async () => {
    const { eq } = await import('drizzle-orm');
    const { getDb } = await import('@/lib/server/db/client');
    const { cars } = await import('@/lib/server/db/schema');
    const off = await createCar(owner, ZCarDraft.parse(await completeCarForm()));
    await (await getDb()).update(cars).set({ status: 'approved', active: false, submittedAt: new Date() }).where(eq(cars.id, off.id));
    expect(statusOf(await carEdit([off.slug]))).toBe('off');
    await (await getDb()).update(cars).set({ active: true }).where(eq(cars.id, off.id));
    expect(statusOf(await carEdit([off.slug]))).toBe('approved');
  });

  it('sends `/car-edit` alone to the owner’s cars, and a renter to the cabinet', async () => {
    expect(digestOf(await carEdit(undefined).catch((error: unknown) => error))).toMatch(/^NEXT_REDIRECT;.*;\/car-list;/);
    viewer.current = await createUser({ role: 1 });
    expect(digestOf(await carEdit([draft.slug]).catch((error: unknown) => error))).toMatch(/^NEXT_REDIRECT;.*;\/cabinet;/);
  });
});
