ALTER TABLE "league" ADD COLUMN "exclusion_time" integer;--> statement-breakpoint
ALTER TABLE "league" ADD COLUMN "possession_clock" integer;--> statement-breakpoint
ALTER TABLE "league" ADD COLUMN "pool_length" integer;--> statement-breakpoint
ALTER TABLE "league" ADD COLUMN "timeouts_per_match" integer;