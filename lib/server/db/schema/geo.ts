import { boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Cities where cars are listed; the slug is the catalog URL segment (/catalog/{cityslug}). */
export const cities = pgTable('cities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  nameUk: text().notNull(),
  nameEn: text().notNull(),
  regionUk: text().notNull(),
  regionEn: text().notNull(),
  lat: doublePrecision().notNull(),
  lng: doublePrecision().notNull(),
  popular: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export type City = typeof cities.$inferSelect;
