import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Brands and models a host picks from when listing a car (names are the same in both languages). */
export const carBrands = pgTable('car_brands', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const carModels = pgTable(
  'car_models',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer()
      .notNull()
      .references(() => carBrands.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
  },
  (t) => [unique('car_models_brand_slug_unique').on(t.brandId, t.slug)],
);
