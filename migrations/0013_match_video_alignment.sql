CREATE TABLE "match_video_alignment" (
	"match_video_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"anchors" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_video_alignment" ADD CONSTRAINT "match_video_alignment_match_video_id_match_video_id_fk" FOREIGN KEY ("match_video_id") REFERENCES "public"."match_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_video_alignment" ADD CONSTRAINT "match_video_alignment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;