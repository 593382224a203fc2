-- Analytics roll-ups that stay cheap as the data grows (issue 15, docs/performance.md "Admin analytics").
-- Analyses per user, model and day: the refresh adds and subtracts a day's counts to the per-user totals
-- instead of recounting every analysis of every user active that day.
CREATE TABLE "analytics_user_model_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"analyses" integer NOT NULL,
	CONSTRAINT "analytics_user_model_days_pk" PRIMARY KEY("day","user_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_user_model_days" ADD CONSTRAINT "analytics_user_model_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each signed-in user's first and last active day: distinct active users over a window that ends on the
-- newest day are a count over an index, not a distinct count over every user-day of the window.
CREATE TABLE "analytics_user_spans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_user_spans" ADD CONSTRAINT "analytics_user_spans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_user_spans_first_idx" ON "analytics_user_spans" USING btree ("first_day");--> statement-breakpoint
CREATE INDEX "analytics_user_spans_last_idx" ON "analytics_user_spans" USING btree ("last_day");--> statement-breakpoint
-- Distinct active users of windows that end before the newest day (the previous 30 days, last week),
-- computed once and dropped when a refresh rebuilds any day they cover.
CREATE TABLE "analytics_window_users" (
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "analytics_window_users_pk" PRIMARY KEY("start_day","end_day")
);
--> statement-breakpoint
-- UTC dates on which source rows were deleted: the next refresh rebuilds those days, so a deleted
-- analysis (or a deleted user's visits) leaves the roll-ups.
CREATE TABLE "analytics_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_deleted_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_days (day)
    SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM deleted_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_mark_deleted_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_dirty_days (day)
    SELECT DISTINCT (started_at AT TIME ZONE 'UTC')::date FROM deleted_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analyses_mark_analytics_days" AFTER DELETE ON "analyses" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_deleted_created();--> statement-breakpoint
CREATE TRIGGER "visits_mark_analytics_days" AFTER DELETE ON "visits" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_deleted_created();--> statement-breakpoint
CREATE TRIGGER "activity_logs_mark_analytics_days" AFTER DELETE ON "activity_logs" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_deleted_created();--> statement-breakpoint
CREATE TRIGGER "analytics_sessions_mark_analytics_days" AFTER DELETE ON "analytics_sessions" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_deleted_sessions();--> statement-breakpoint
-- Signed-in visits by time: the rolling 24-hour active users and the user-days of a refresh read it alone.
CREATE INDEX "visits_user_created_idx" ON "visits" USING btree ("created_at","user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
-- The next refresh rebuilds everything, filling the new tables.
DELETE FROM "analytics_rollup_state";
