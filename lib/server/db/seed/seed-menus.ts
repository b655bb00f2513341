import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ScreenName } from '@/lib/routes';
import { MENU_IDS } from '@/lib/site/schemas';
import type { Db } from '@/lib/server/db/client';
import { menuItems, menus } from '@/lib/server/db/schema';

type SeedItem = {
  key: string;
  uk: string;
  en: string;
  route: ScreenName;
  params?: Record<string, string>;
  children?: SeedItem[];
};

const page = (slug: string) => ({ route: 'slug' as const, params: { slug } });
const city = (slug: string) => ({ route: 'catalog-cityslug' as const, params: { cityslug: slug } });

const mainMenu: SeedItem[] = [
  {
    key: 'rent',
    uk: 'Оренда авто',
    en: 'Rent a car',
    route: 'catalog',
    children: [
      { key: 'rent-all', uk: 'Усі авто', en: 'All cars', route: 'catalog' },
      { key: 'rent-kyiv', uk: 'Київ', en: 'Kyiv', ...city('kyiv') },
      { key: 'rent-lviv', uk: 'Львів', en: 'Lviv', ...city('lviv') },
      { key: 'rent-odesa', uk: 'Одеса', en: 'Odesa', ...city('odesa') },
      { key: 'rent-dnipro', uk: 'Дніпро', en: 'Dnipro', ...city('dnipro') },
      { key: 'rent-kharkiv', uk: 'Харків', en: 'Kharkiv', ...city('kharkiv') },
    ],
  },
  { key: 'how', uk: 'Як це працює', en: 'How it works', ...page('how-it-works') },
  { key: 'earn', uk: 'Здати авто', en: 'List your car', ...page('earn-with-kermo') },
  {
    key: 'help',
    uk: 'Допомога',
    en: 'Help',
    ...page('faq'),
    children: [
      { key: 'help-faq', uk: 'Питання та відповіді', en: 'FAQ', ...page('faq') },
      { key: 'help-safety', uk: 'Безпека', en: 'Trust & safety', ...page('safety') },
      { key: 'help-contacts', uk: 'Контакти', en: 'Contacts', ...page('contacts') },
    ],
  },
];

const footerMenu: SeedItem[] = [
  {
    key: 'company',
    uk: 'Kermo',
    en: 'Kermo',
    ...page('about'),
    children: [
      { key: 'company-about', uk: 'Про нас', en: 'About us', ...page('about') },
      { key: 'company-how', uk: 'Як це працює', en: 'How it works', ...page('how-it-works') },
      { key: 'company-safety', uk: 'Безпека', en: 'Trust & safety', ...page('safety') },
      { key: 'company-contacts', uk: 'Контакти', en: 'Contacts', ...page('contacts') },
    ],
  },
  {
    key: 'renters',
    uk: 'Орендарям',
    en: 'Renters',
    route: 'catalog',
    children: [
      { key: 'renters-catalog', uk: 'Каталог авто', en: 'Find a car', route: 'catalog' },
      { key: 'renters-faq', uk: 'Питання та відповіді', en: 'FAQ', ...page('faq') },
      { key: 'renters-register', uk: 'Реєстрація', en: 'Sign up', route: 'register-user' },
      { key: 'renters-sign', uk: 'Вхід', en: 'Sign in', route: 'sign' },
    ],
  },
  {
    key: 'hosts',
    uk: 'Власникам',
    en: 'Hosts',
    ...page('earn-with-kermo'),
    children: [
      { key: 'hosts-earn', uk: 'Заробляйте з Kermo', en: 'Earn with Kermo', ...page('earn-with-kermo') },
      { key: 'hosts-register', uk: 'Стати власником', en: 'Become a host', route: 'register-host' },
      { key: 'hosts-companies', uk: 'Для компаній', en: 'For companies', route: 'register-legal' },
      { key: 'hosts-sign', uk: 'Вхід для власників', en: 'Host sign-in', route: 'sign-host' },
    ],
  },
  {
    key: 'legal',
    uk: 'Правила',
    en: 'Legal',
    ...page('terms'),
    children: [
      { key: 'legal-terms', uk: 'Умови користування', en: 'Terms of use', ...page('terms') },
      { key: 'legal-privacy', uk: 'Конфіденційність', en: 'Privacy policy', ...page('privacy') },
    ],
  },
];

const mobileMenu: SeedItem[] = [
  { key: 'm-catalog', uk: 'Оренда авто', en: 'Rent a car', route: 'catalog' },
  { key: 'm-how', uk: 'Як це працює', en: 'How it works', ...page('how-it-works') },
  { key: 'm-earn', uk: 'Здати авто', en: 'List your car', ...page('earn-with-kermo') },
  { key: 'm-safety', uk: 'Безпека', en: 'Trust & safety', ...page('safety') },
  { key: 'm-faq', uk: 'Питання та відповіді', en: 'FAQ', ...page('faq') },
  { key: 'm-contacts', uk: 'Контакти', en: 'Contacts', ...page('contacts') },
];

async function upsertItems(db: Db, menuId: number, items: SeedItem[], parentId: number | null): Promise<void> {
  for (const [index, item] of items.entries()) {
    const values = {
      menuId,
      parentId,
      key: item.key,
      nameUk: item.uk,
      nameEn: item.en,
      route: item.route,
      params: item.params ?? {},
      sort: (index + 1) * 10,
    };
    await db
      .insert(menuItems)
      .values(values)
      .onConflictDoUpdate({
        target: [menuItems.menuId, menuItems.key],
        set: {
          parentId: sql`excluded.parent_id`,
          nameUk: sql`excluded.name_uk`,
          nameEn: sql`excluded.name_en`,
          route: sql`excluded.route`,
          params: sql`excluded.params`,
          sort: sql`excluded.sort`,
        },
      });
    const [row] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.menuId, menuId), eq(menuItems.key, item.key)));
    if (item.children && row) await upsertItems(db, menuId, item.children, row.id);
  }
}

export async function seedMenus(db: Db): Promise<void> {
  await db
    .insert(menus)
    .values([
      { id: MENU_IDS.main, name: 'Main' },
      { id: MENU_IDS.footer, name: 'Footer' },
      { id: MENU_IDS.mobile, name: 'Mobile' },
    ])
    .onConflictDoNothing();
  await upsertItems(db, MENU_IDS.main, mainMenu, null);
  await upsertItems(db, MENU_IDS.footer, footerMenu, null);
  await upsertItems(db, MENU_IDS.mobile, mobileMenu, null);
}
