ALTER TABLE "event" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "possession" ADD COLUMN "recorded_at" timestamp with time zone;