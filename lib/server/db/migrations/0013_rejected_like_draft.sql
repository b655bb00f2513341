-- A rejected car is corrected like a draft: it may be saved incomplete (the save used to fail on
-- this CHECK with no field named) and holds no VIN or plate while it waits for its owner.
ALTER TABLE "cars" DROP CONSTRAINT "cars_complete_check";--> statement-breakpoint
DROP INDEX "cars_vin_unique";--> statement-breakpoint
DROP INDEX "cars_plate_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "cars_vin_unique" ON "cars" USING btree ("vin") WHERE "cars"."status" in ('pending', 'approved') and "cars"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_plate_unique" ON "cars" USING btree ("registration_number") WHERE "cars"."status" in ('pending', 'approved') and "cars"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_complete_check" CHECK ("cars"."status" in ('draft', 'rejected') or ("cars"."brand_id" is not null and "cars"."model_id" is not null and "cars"."year" is not null and "cars"."vin" is not null and "cars"."city_id" is not null and "cars"."lat" is not null and "cars"."lng" is not null and "cars"."price_per_day_kop" is not null and "cars"."min_term_days" is not null and "cars"."max_term_days" is not null));