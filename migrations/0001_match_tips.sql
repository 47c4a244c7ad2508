CREATE TABLE "match_tips" (
	"match_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"tips" jsonb NOT NULL,
	"format" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_match_id_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;