-- Live match centre, per statement: a bulk write of 500 events ran the per-row trigger 500 times (a PL/pgSQL call
-- and a live_share lookup each); now each write statement tells the listeners once per shared match it touched,
-- reading the rows it wrote from its transition tables. The channel and payload are unchanged (live_match, the
-- match id); the match and live_share triggers stay per row (their rows are written one at a time).
CREATE FUNCTION "live_matches_written"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	m bigint;
BEGIN
	IF TG_OP = 'INSERT' THEN
		FOR m IN SELECT DISTINCT w.match_id FROM new_rows w JOIN "live_share" s ON s.match_id = w.match_id LOOP
			PERFORM pg_notify('live_match', m::text);
		END LOOP;
	ELSIF TG_OP = 'UPDATE' THEN
		FOR m IN SELECT w.match_id FROM (SELECT match_id FROM new_rows UNION SELECT match_id FROM old_rows) w
				JOIN "live_share" s ON s.match_id = w.match_id LOOP
			PERFORM pg_notify('live_match', m::text);
		END LOOP;
	ELSE
		FOR m IN SELECT DISTINCT w.match_id FROM old_rows w JOIN "live_share" s ON s.match_id = w.match_id LOOP
			PERFORM pg_notify('live_match', m::text);
		END LOOP;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "event_live_match" ON "event";
--> statement-breakpoint
CREATE TRIGGER "event_live_match_insert" AFTER INSERT ON "event" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
CREATE TRIGGER "event_live_match_update" AFTER UPDATE ON "event" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
CREATE TRIGGER "event_live_match_delete" AFTER DELETE ON "event" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
DROP TRIGGER "possession_live_match" ON "possession";
--> statement-breakpoint
CREATE TRIGGER "possession_live_match_insert" AFTER INSERT ON "possession" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
CREATE TRIGGER "possession_live_match_update" AFTER UPDATE ON "possession" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
CREATE TRIGGER "possession_live_match_delete" AFTER DELETE ON "possession" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
DROP TRIGGER "match_player_live_match" ON "match_player";
--> statement-breakpoint
CREATE TRIGGER "match_player_live_match_insert" AFTER INSERT ON "match_player" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
CREATE TRIGGER "match_player_live_match_update" AFTER UPDATE ON "match_player" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
--> statement-breakpoint
CREATE TRIGGER "match_player_live_match_delete" AFTER DELETE ON "match_player" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "live_matches_written"();
