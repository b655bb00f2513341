-- The catalog search at 100 000 cars (docs/performance.md "Catalog search at 100,000 cars").
-- The price indexes, per city and nationwide, also carry every column a search filters on or sorts
-- by (INCLUDE), so counting a city's free cars reads an index range instead of a table page per
-- car (Kyiv: 2 900 pages instead of 8 500, 46 → 31 ms). A filter on a column not listed here still
-- works, but reads the table again; tests/integration/catalog-plan.test.ts checks the shape.
DROP INDEX "cars_catalog_city_price_idx";--> statement-breakpoint
CREATE INDEX "cars_catalog_city_price_idx" ON "cars" ("city_id", "price_per_day_kop", "id") INCLUDE ("rating", "owner_rating", "gearbox", "fuel_type", "seats", "is_taxi", "brand_id", "model_id", "year", "delivery_offered", "delivery_free", "deposit_minor", "min_term_days", "max_term_days", "is_daily_price", "min_notice_hours", "schedule", "approx_lat", "approx_lng") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "cars_catalog_price_idx";--> statement-breakpoint
CREATE INDEX "cars_catalog_price_idx" ON "cars" ("price_per_day_kop", "id") INCLUDE ("city_id", "rating", "owner_rating", "gearbox", "fuel_type", "seats", "is_taxi", "brand_id", "model_id", "year", "delivery_offered", "delivery_free", "deposit_minor", "min_term_days", "max_term_days", "is_daily_price", "min_notice_hours", "schedule", "approx_lat", "approx_lng") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
-- A nationwide search probes car_periods_city_busy_idx city by city. A GiST on period alone would
-- answer as fast, but the planner may still prefer the exclusion constraint's (car_id, period)
-- index, read by its second column nearly whole (PostgreSQL 15 did: 245 ms); the probes leave it
-- no such choice.
DROP INDEX "car_periods_busy_idx";
