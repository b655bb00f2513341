ALTER TABLE "users" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;