DROP INDEX "cars_listed_city_idx";--> statement-breakpoint
ALTER TABLE "car_periods" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "approx_lat" double precision GENERATED ALWAYS AS ((round(lat::numeric, 2) + ((id * 37) % 7 - 3) * 0.0012)::double precision) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "approx_lng" double precision GENERATED ALWAYS AS ((round(lng::numeric, 2) + ((id * 53) % 7 - 3) * 0.0017)::double precision) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "owner_rating" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_rating_check" CHECK (("cars"."rating" is null or "cars"."rating" between 1 and 5) and ("cars"."owner_rating" is null or "cars"."owner_rating" between 1 and 5) and "cars"."review_count" >= 0);--> statement-breakpoint
-- The catalog (docs/catalog.md). A car is listed when approved, switched on and not deleted; every
-- catalog index is partial on exactly that predicate, which the search repeats as literals so the
-- planner can prove it. One btree per sort (the id breaks ties, so pages never repeat or skip a
-- car), per city and nationwide.
CREATE INDEX "cars_catalog_city_price_idx" ON "cars" ("city_id", "price_per_day_kop", "id") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cars_catalog_city_rating_idx" ON "cars" ("city_id", "rating" DESC NULLS LAST, "id") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cars_catalog_city_owner_rating_idx" ON "cars" ("city_id", "owner_rating" DESC NULLS LAST, "id") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cars_catalog_price_idx" ON "cars" ("price_per_day_kop", "id") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cars_catalog_rating_idx" ON "cars" ("rating" DESC NULLS LAST, "id") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cars_catalog_owner_rating_idx" ON "cars" ("owner_rating" DESC NULLS LAST, "id") WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
-- The map's box, on the approximate position the public sees.
CREATE INDEX "cars_catalog_map_idx" ON "cars" USING gist (point("approx_lng", "approx_lat")) WHERE "status" = 'approved' AND "active" AND "deleted_at" IS NULL;--> statement-breakpoint
-- Which cars are busy in [start, end): the holding periods of one city (or of the whole country)
-- from an index led by what the search constrains; the exclusion constraint's (car_id, period)
-- answers "is this car busy" but not "which cars are" (research/catalog-search.md §2).
CREATE INDEX "car_periods_city_busy_idx" ON "car_periods" USING gist ("city_id", "period") INCLUDE ("car_id") WHERE "holds";--> statement-breakpoint
CREATE INDEX "car_periods_busy_idx" ON "car_periods" USING gist ("period") INCLUDE ("car_id") WHERE "holds";--> statement-breakpoint
-- city_id follows the car: set on every insert, and rewritten when a car moves to another city.
CREATE FUNCTION "car_periods_set_city"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "city_id" INTO NEW."city_id" FROM "cars" WHERE "id" = NEW."car_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "car_periods_set_city" BEFORE INSERT OR UPDATE OF "car_id", "city_id" ON "car_periods" FOR EACH ROW EXECUTE FUNCTION "car_periods_set_city"();--> statement-breakpoint
CREATE FUNCTION "cars_city_to_periods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "car_periods" SET "city_id" = NEW."city_id" WHERE "car_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cars_city_to_periods" AFTER UPDATE OF "city_id" ON "cars" FOR EACH ROW WHEN (OLD."city_id" IS DISTINCT FROM NEW."city_id") EXECUTE FUNCTION "cars_city_to_periods"();--> statement-breakpoint
UPDATE "car_periods" SET "city_id" = "cars"."city_id" FROM "cars" WHERE "cars"."id" = "car_periods"."car_id";
