DROP INDEX "event_organization_match_idx";--> statement-breakpoint
DROP INDEX "possession_organization_match_idx";--> statement-breakpoint
CREATE INDEX "event_organization_match_team_idx" ON "event" USING btree ("organization_id","match_id","team_id");--> statement-breakpoint
CREATE INDEX "possession_organization_match_team_idx" ON "possession" USING btree ("organization_id","match_id","team_id");