import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Site-wide settings as key → JSON value (favicon, socials, contacts, app links, agreement modals). */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Dictionary entries grouped by kind (fuel_types, transmission_types…), named in both languages. */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    group: text().notNull(),
    key: text().notNull(),
    nameUk: text().notNull(),
    nameEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('dictionary_items_group_key_unique').on(t.group, t.key)],
);

/** Menus have fixed ids the clients know: 1 main, 10 footer, 21 mobile. */
export const menus = pgTable('menus', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/**
 * A menu entry links either to a screen of the route registry (route + params, so the URL is built
 * per language and never goes stale) or to an outside address (href). Children nest via parentId.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    nameUk: text().notNull(),
    nameEn: text().notNull(),
    route: text(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    href: text(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    unique('menu_items_menu_key_unique').on(t.menuId, t.key),
    index('menu_items_menu_idx').on(t.menuId, t.sort),
    check('menu_items_target_check', sql`(${t.route} is null) <> (${t.href} is null)`),
  ],
);

/** Content pages served at /{slug} in both languages; bodies are sanitized HTML. */
export const contentPages = pgTable('content_pages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  titleUk: text().notNull(),
  titleEn: text().notNull(),
  descriptionUk: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
  bodyUk: text().notNull(),
  bodyEn: text().notNull(),
  showInFooter: boolean().notNull().default(false),
  isPublished: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MenuItemRow = typeof menuItems.$inferSelect;
export type ContentPage = typeof contentPages.$inferSelect;
