-- The first dashboard load after new traffic (issue 30 item 5, decision 0062). A refresh recounted the whole
-- current day to fold in a few new rows. Now the rows a refresh has not folded in yet are listed, inside the
-- writing transaction, by statement triggers (one insert per statement, from the transition table): the
-- refresh takes them out of these tables and adds them to the roll-ups, a cost in the new rows alone. A row
-- deleted before it was folded in leaves its list with it, so a list never names a row that is gone.
CREATE TABLE "analytics_pending_analyses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"model_id" text NOT NULL,
	"detected_type" text NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_pending_visits" (
	"id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "analytics_pending_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
-- Sessions change after they start (page views, last seen, end): each change is listed as what it adds to its
-- start day's figures, the new row's share less the old row's.
CREATE TABLE "analytics_pending_sessions" (
	"started_at" timestamp with time zone NOT NULL,
	"sessions" integer NOT NULL,
	"bounces" integer NOT NULL,
	"seconds" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "analytics_list_new_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_pending_analyses (id, created_at, user_id, model_id, detected_type, language)
    SELECT id, created_at, user_id, model_id, detected_type, language FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_list_new_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_pending_visits (id, created_at, visitor_id, user_id)
    SELECT id, created_at, visitor_id, user_id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_list_new_activities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_pending_activities (id, created_at, user_id) SELECT id, created_at, user_id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_unlist_deleted_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_pending_analyses p USING deleted_rows d WHERE p.id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_unlist_deleted_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_pending_visits p USING deleted_rows d WHERE p.id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_unlist_deleted_activities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_pending_activities p USING deleted_rows d WHERE p.id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_list_new_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_pending_sessions (started_at, sessions, bounces, seconds)
    SELECT started_at, 1, (page_views <= 1)::int,
           floor(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at)))::bigint FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_list_changed_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_pending_sessions (started_at, sessions, bounces, seconds)
    SELECT started_at, 1, (page_views <= 1)::int,
           floor(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at)))::bigint FROM new_rows
    UNION ALL
    SELECT started_at, -1, -((page_views <= 1)::int),
           -floor(extract(epoch from (coalesce(ended_at, last_seen_at) - started_at)))::bigint FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analyses_list_for_analytics" AFTER INSERT ON "analyses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_list_new_analyses();--> statement-breakpoint
CREATE TRIGGER "visits_list_for_analytics" AFTER INSERT ON "visits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_list_new_visits();--> statement-breakpoint
CREATE TRIGGER "activity_logs_list_for_analytics" AFTER INSERT ON "activity_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_list_new_activities();--> statement-breakpoint
CREATE TRIGGER "analyses_unlist_for_analytics" AFTER DELETE ON "analyses" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_unlist_deleted_analyses();--> statement-breakpoint
CREATE TRIGGER "visits_unlist_for_analytics" AFTER DELETE ON "visits" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_unlist_deleted_visits();--> statement-breakpoint
CREATE TRIGGER "activity_logs_unlist_for_analytics" AFTER DELETE ON "activity_logs" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_unlist_deleted_activities();--> statement-breakpoint
CREATE TRIGGER "analytics_sessions_list_new" AFTER INSERT ON "analytics_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_list_new_sessions();--> statement-breakpoint
CREATE TRIGGER "analytics_sessions_list_changed" AFTER UPDATE ON "analytics_sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_list_changed_sessions();--> statement-breakpoint
-- Whether a visitor of a new visit was already counted that day: an index look-up, not the day's visits.
CREATE INDEX "visits_visitor_created_idx" ON "visits" USING btree ("visitor_id","created_at");--> statement-breakpoint
-- Rows written before these triggers are not listed: the next refresh rebuilds everything.
DELETE FROM "analytics_rollup_state";
