-- A draft no longer holds its VIN and plate: uniqueness counts from submission (the probe of issue 10
-- found that any host could park a draft on someone else's car and keep its owner from listing it).
DROP INDEX "cars_vin_unique";--> statement-breakpoint
DROP INDEX "cars_plate_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "cars_vin_unique" ON "cars" USING btree ("vin") WHERE "cars"."status" <> 'draft' and "cars"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_plate_unique" ON "cars" USING btree ("registration_number") WHERE "cars"."status" <> 'draft' and "cars"."deleted_at" is null;