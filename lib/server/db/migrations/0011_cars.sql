CREATE TABLE "car_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"actor_id" integer,
	"event" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	"kind" text NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_periods_kind_check" CHECK ("car_periods"."kind" in ('block', 'booking'))
);
--> statement-breakpoint
CREATE TABLE "car_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"file" text NOT NULL,
	"position" smallint NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"brand_id" integer,
	"model_id" integer,
	"year" smallint,
	"vin" text,
	"mileage" integer,
	"gearbox" text,
	"fuel_type" text,
	"engine_capacity" double precision,
	"fuel_consumption" double precision,
	"doors" smallint,
	"seats" smallint,
	"is_taxi" boolean DEFAULT false NOT NULL,
	"color" text,
	"registration_number" text,
	"certificate_serial" text,
	"certificate_number" text,
	"first_registration_date" date,
	"first_registration_ua_date" date,
	"manufacture_year" smallint,
	"ownership" text,
	"owner_first_name" text,
	"owner_last_name" text,
	"city_id" integer,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"min_term_days" smallint,
	"max_term_days" smallint,
	"free_mileage_per_day" integer,
	"price_per_km_kop" integer,
	"price_per_hour_kop" integer,
	"price_per_day_kop" integer,
	"price_per_month_kop" integer,
	"delivery_offered" boolean,
	"delivery_free" boolean DEFAULT false NOT NULL,
	"delivery_price_kop" integer,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_minor" integer,
	"deposit_currency" text,
	"comment_uk" text,
	"comment_en" text,
	"is_daily_price" boolean DEFAULT false NOT NULL,
	"schedule" jsonb DEFAULT '{"0":{"from":"08:00","to":"21:00"},"1":{"from":"08:00","to":"21:00"},"2":{"from":"08:00","to":"21:00"},"3":{"from":"08:00","to":"21:00"},"4":{"from":"08:00","to":"21:00"},"5":{"from":"08:00","to":"21:00"},"6":{"from":"08:00","to":"21:00"}}'::jsonb NOT NULL,
	"min_notice_hours" smallint DEFAULT 2 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_status_check" CHECK ("cars"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "cars_active_check" CHECK (not "cars"."active" or "cars"."status" = 'approved'),
	CONSTRAINT "cars_complete_check" CHECK ("cars"."status" = 'draft' or ("cars"."brand_id" is not null and "cars"."model_id" is not null and "cars"."year" is not null and "cars"."vin" is not null and "cars"."city_id" is not null and "cars"."lat" is not null and "cars"."lng" is not null and "cars"."price_per_day_kop" is not null and "cars"."min_term_days" is not null and "cars"."max_term_days" is not null)),
	CONSTRAINT "cars_terms_check" CHECK ("cars"."min_term_days" is null or "cars"."max_term_days" is null or "cars"."max_term_days" >= "cars"."min_term_days"),
	CONSTRAINT "cars_prices_check" CHECK (coalesce("cars"."price_per_day_kop", 0) >= 0 and coalesce("cars"."price_per_hour_kop", 0) >= 0 and coalesce("cars"."price_per_month_kop", 0) >= 0 and coalesce("cars"."price_per_km_kop", 0) >= 0 and coalesce("cars"."delivery_price_kop", 0) >= 0 and coalesce("cars"."deposit_minor", 0) >= 0),
	CONSTRAINT "cars_min_notice_check" CHECK ("cars"."min_notice_hours" between 0 and 168)
);
--> statement-breakpoint
ALTER TABLE "car_events" ADD CONSTRAINT "car_events_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_events" ADD CONSTRAINT "car_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_periods" ADD CONSTRAINT "car_periods_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_periods" ADD CONSTRAINT "car_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_slug_redirects" ADD CONSTRAINT "car_slug_redirects_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_brand_id_car_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."car_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_events_car_idx" ON "car_events" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "car_periods_car_idx" ON "car_periods" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "car_photos_car_idx" ON "car_photos" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "car_photos_file_unique" ON "car_photos" USING btree ("file");--> statement-breakpoint
CREATE UNIQUE INDEX "car_photos_one_main" ON "car_photos" USING btree ("car_id") WHERE "car_photos"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "cars_slug_unique" ON "cars" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_vin_unique" ON "cars" USING btree ("vin") WHERE "cars"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_plate_unique" ON "cars" USING btree ("registration_number") WHERE "cars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cars_owner_idx" ON "cars" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "cars_moderation_idx" ON "cars" USING btree ("submitted_at") WHERE "cars"."status" = 'pending' and "cars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cars_listed_city_idx" ON "cars" USING btree ("city_id","price_per_day_kop") WHERE "cars"."status" = 'approved' and "cars"."active" and "cars"."deleted_at" is null;--> statement-breakpoint
-- Architecture §4: two periods that hold the same car never overlap — an owner's block and a
-- booking included, whatever the writers race (violation 23P01 → code 125). Periods are finite and
-- half-open [start, end); drizzle cannot declare either constraint, so they are written here.
ALTER TABLE "car_periods" ADD CONSTRAINT "car_periods_no_overlap" EXCLUDE USING gist ("car_id" WITH =, "period" WITH &&) WHERE ("holds");--> statement-breakpoint
ALTER TABLE "car_periods" ADD CONSTRAINT "car_periods_half_open_check" CHECK (NOT isempty("period") AND lower_inc("period") AND NOT upper_inc("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));
