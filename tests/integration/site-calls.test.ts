import { beforeAll, describe, expect, it } from 'vitest';
import { POST as dictionaryAll } from '@/app/api/dictionary/all/route';
import { POST as menuGetByIds } from '@/app/api/menu/get-by-ids/route';
import { POST as settingsAll } from '@/app/api/settings/all/route';
import { ZDictionary, ZMenusById, ZSiteSettings, type TMenuItem, type TSiteSettings } from '@/lib/site/schemas';
import { getDb } from '@/lib/server/db/client';
import { menuItems } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { updateSiteSetting } from '@/lib/server/site/update-site-setting';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { unique } from '@/tests/support/factories';

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});

const urls = (items: TMenuItem[]): string[] => items.flatMap((item) => [item.url, ...urls(item.children)]);

describe('POST /api/settings/all', () => {
  it('returns every part of the site settings in Ukrainian by default', async () => {
    const res = await callRoute<{ data: TSiteSettings }>(settingsAll, {});
    expect(res.status).toBe(200);
    const data = ZSiteSettings.parse(res.json.data);
    expect(data.mainMenu.map((item) => item.name)).toContain('Оренда авто');
    expect(data.footerMenu.length).toBeGreaterThanOrEqual(3);
    expect(data.mobMenu.length).toBeGreaterThan(0);
    expect(data.settings.socials.facebook).toMatch(/^https:\/\//);
    expect(data.contacts.filter((c) => c.is_main)).toHaveLength(1);
    expect(data.modals.host.title).not.toBe('');
    expect(data.modals.user.btn_name).toBe('Прийняти та продовжити');
    expect(urls(data.mainMenu).every((url) => !url.startsWith('/en'))).toBe(true);
  });

  it('returns English content for {"lang":"en"}', async () => {
    const res = await callRoute<{ data: TSiteSettings }>(settingsAll, { body: { lang: 'en' } });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.mainMenu.map((item) => item.name)).toContain('Rent a car');
    expect(data.modals.user.btn_name).toBe('Accept and continue');
    expect(data.contacts[0]?.name).toBe('Customer support');
    expect(urls(data.mainMenu).every((url) => url.startsWith('/en'))).toBe(true);
  });

  it('sanitizes agreement HTML and picks up changes at once (cache invalidation)', async () => {
    await updateSiteSetting('modal_host', {
      title: { uk: 'Нова угода', en: 'New agreement' },
      policy: { uk: '<p>Текст</p><script>alert(1)</script>', en: '<p onclick="x()">Text</p>' },
      button: { uk: 'Згоден', en: 'I agree' },
    });
    const uk = await callRoute<{ data: TSiteSettings }>(settingsAll, { body: { lang: 'uk' } });
    expect(uk.json.data.modals.host).toEqual({ title: 'Нова угода', policy: '<p>Текст</p>', btn_name: 'Згоден' });
    const en = await callRoute<{ data: TSiteSettings }>(settingsAll, { body: { lang: 'en' } });
    expect(en.json.data.modals.host.policy).toBe('<p>Text</p>');
  });

  it.each([
    ['an unknown language', { lang: 'fr' }, 422, 'lang'],
    ['a wrong type', { lang: 5 }, 422, 'lang'],
  ])('answers %s with a 4xx envelope', async (_, body, status, field) => {
    const res = await callRoute<ErrorBody>(settingsAll, { body });
    expect(res.status).toBe(status);
    expect(res.json.error.fields).toHaveProperty(field);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await callRoute<ErrorBody>(settingsAll, { rawBody: '{lang:en}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_json');
  });
});

describe('POST /api/dictionary/all', () => {
  it('returns a list whose first item holds car.fuel_types and car.transmission_types', async () => {
    const uk = await callRoute<{ data: unknown }>(dictionaryAll, { body: { lang: 'uk' } });
    const [first] = ZDictionary.parse(uk.json.data);
    expect(first?.car.fuel_types.map((f) => f.name)).toEqual(expect.arrayContaining(['Бензин', 'Дизель', 'Електро']));
    expect(first?.car.transmission_types.map((t) => t.key)).toEqual(['manual', 'automatic', 'robotic', 'cvt']);

    const en = await callRoute<{ data: unknown }>(dictionaryAll, { body: { lang: 'en' } });
    const [firstEn] = ZDictionary.parse(en.json.data);
    expect(firstEn?.car.transmission_types.map((t) => t.name)).toEqual(['Manual', 'Automatic', 'Automated manual', 'CVT']);
    expect(firstEn?.car.fuel_types.map((f) => f.id)).toEqual(first?.car.fuel_types.map((f) => f.id));
  });

  it('refuses a bad language', async () => {
    const res = await callRoute<ErrorBody>(dictionaryAll, { body: { lang: 'ru' } });
    expect(res.status).toBe(422);
  });
});

describe('POST /api/menu/get-by-ids', () => {
  it('returns the requested menus keyed by id, items with name, url and children', async () => {
    const res = await callRoute<{ data: Record<string, TMenuItem[]> }>(menuGetByIds, { body: { ids: [1, 10, 21], lang: 'en' } });
    expect(res.status).toBe(200);
    const data = ZMenusById.parse(res.json.data);
    expect(Object.keys(data).sort()).toEqual(['1', '10', '21']);
    const rent = data['1']?.find((item) => item.name === 'Rent a car');
    expect(rent?.url).toBe('/en/catalog');
    expect(rent?.children.map((child) => child.url)).toContain('/en/catalog/kyiv');
    expect(data['10']?.every((column) => column.children.length > 0)).toBe(true);
  });

  it('keeps the order of the requested ids and accepts one id', async () => {
    const res = await callRoute<{ data: Record<string, TMenuItem[]> }>(menuGetByIds, { body: { ids: [21] } });
    expect(Object.keys(res.json.data)).toEqual(['21']);
    expect(res.json.data['21']?.[0]?.name).toBe('Оренда авто');
  });

  it('answers unknown ids with 404 naming the entry', async () => {
    const res = await callRoute<ErrorBody>(menuGetByIds, { body: { ids: [1, 999], lang: 'en' } });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('menu_not_found');
    expect(res.json.error.fields).toEqual({ 'ids.1': 'There is no menu with id 999' });
  });

  it.each([
    [{ ids: [] }, 'ids'],
    [{ ids: 'all' }, 'ids'],
    [{ ids: [1.5] }, 'ids.0'],
    [{ ids: [-1] }, 'ids.0'],
    [{ ids: ['1'] }, 'ids.0'],
    [{}, 'ids'],
    [{ ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'ids'],
  ])('answers %j with 422 on %s', async (body, field) => {
    const res = await callRoute<ErrorBody>(menuGetByIds, { body });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toHaveProperty(field);
  });

  it('shows a newly added item after the menu changes', async () => {
    const db = await getDb();
    const key = `promo-${unique()}`;
    await callRoute(menuGetByIds, { body: { ids: [21] } });
    await db.insert(menuItems).values({ menuId: 21, key, nameUk: 'Акція', nameEn: 'Deal', route: 'catalog', sort: 999 });
    const { invalidateSiteCache } = await import('@/lib/server/site/cache');
    invalidateSiteCache();
    const res = await callRoute<{ data: Record<string, TMenuItem[]> }>(menuGetByIds, { body: { ids: [21] } });
    expect(res.json.data['21']?.at(-1)).toEqual({ id: expect.any(Number), name: 'Акція', url: '/catalog', children: [] });
  });
});
