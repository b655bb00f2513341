import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels, cities, contentPages, dictionaryItems, menuItems, menus, siteSettings, users } from '@/lib/server/db/schema';
import { isDatabaseEmpty, seedDatabase } from '@/lib/server/db/seed';
import { demoAccounts } from '@/lib/server/db/seed/seed-accounts';
import { verifyPassword } from '@/lib/server/auth/password';

async function counts() {
  const db = await getDb();
  const tables = { cities, carBrands, carModels, dictionaryItems, menus, menuItems, siteSettings, contentPages, users };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const),
  );
  return Object.fromEntries(entries);
}

// The demo fleet's cars and photos have their own file (seed-demo-fleet.test.ts); left out here to keep this one quick.
const seed = () => seedDatabase({ demoFleet: false });

describe('demo data', () => {
  it('starts from an empty database and fills every part', async () => {
    expect(await isDatabaseEmpty()).toBe(true);
    await seed();
    expect(await isDatabaseEmpty()).toBe(false);
    const n = await counts();
    expect(n.cities).toBeGreaterThanOrEqual(12);
    expect(n.carBrands).toBeGreaterThanOrEqual(30);
    expect(n.carModels).toBeGreaterThanOrEqual(150);
    expect(n.menus).toBe(3);
    expect(n.siteSettings).toBeGreaterThanOrEqual(6);
    expect(n.users).toBe(demoAccounts.length);
  });

  it('has the required cities with real coordinates and both names', async () => {
    const db = await getDb();
    const all = await db.select().from(cities);
    const bySlug = new Map(all.map((city) => [city.slug, city]));
    for (const slug of ['kyiv', 'lviv', 'odesa', 'dnipro', 'kharkiv', 'zaporizhzhia', 'vinnytsia', 'ivano-frankivsk', 'uzhhorod', 'chernivtsi', 'poltava', 'ternopil']) {
      const city = bySlug.get(slug);
      expect(city, slug).toBeDefined();
      // Inside Ukraine's bounding box.
      expect(city!.lat).toBeGreaterThan(44.3);
      expect(city!.lat).toBeLessThan(52.4);
      expect(city!.lng).toBeGreaterThan(22.1);
      expect(city!.lng).toBeLessThan(40.3);
      expect(city!.nameUk).toMatch(/[А-ЯІЇЄҐ]/);
    }
    expect(bySlug.get('kyiv')).toMatchObject({ nameUk: 'Київ', nameEn: 'Kyiv' });
  });

  it('has the content pages in both languages, including the earn-with-Kermo landing', async () => {
    const db = await getDb();
    const pages = await db.select().from(contentPages);
    const slugs = pages.map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining(['earn-with-kermo', 'terms', 'privacy', 'faq']));
    for (const page of pages) {
      expect(page.bodyUk.length, page.slug).toBeGreaterThan(500);
      expect(page.bodyEn.length, page.slug).toBeGreaterThan(500);
      expect(page.bodyUk).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it('creates one demo account per role and the fleet’s verified hosts and companies, with the README passwords', async () => {
    const db = await getDb();
    const seeded = await db.select().from(users);
    expect(seeded.filter((u) => u.role === 1).map((u) => u.email).sort()).toEqual(['operator@kermo.local', 'renter@kermo.local']);
    expect(seeded.filter((u) => u.role === 2).length).toBeGreaterThanOrEqual(5);
    expect(seeded.filter((u) => u.role === 3).length).toBeGreaterThanOrEqual(3);
    expect(seeded.filter((u) => u.role !== 1).every((u) => u.legalVerification === 2 && u.isHost)).toBe(true);
    expect(seeded.filter((u) => u.isStaff).map((u) => u.email)).toEqual(['operator@kermo.local']);
    for (const account of demoAccounts) {
      const user = seeded.find((u) => u.email === account.email)!;
      expect(await verifyPassword(user.passwordHash!, account.password), account.email).toBe(true);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    }
  });

  it('is idempotent and keeps later edits', async () => {
    const db = await getDb();
    await db.update(contentPages).set({ titleUk: 'Змінено оператором' }).where(eq(contentPages.slug, 'faq'));
    await db.update(users).set({ firstName: 'Змінене' }).where(eq(users.email, 'renter@kermo.local'));
    const before = await counts();
    await seed();
    expect(await counts()).toEqual(before);
    const [faq] = await db.select().from(contentPages).where(eq(contentPages.slug, 'faq'));
    expect(faq?.titleUk).toBe('Змінено оператором');
    const [renter] = await db.select().from(users).where(eq(users.email, 'renter@kermo.local'));
    expect(renter?.firstName).toBe('Змінене');
  });
});
