-- The admin dashboard at scale (issue 30 item 5). The figures of registered users (totals, languages,
-- countries, age groups, each optionally narrowed to the users of a model) read every account; they change
-- only when an account is added, removed or edits one of those fields, or when a user first analyses with a
-- model (a new pair in analytics_user_models). This one-row version counts those changes, inside the
-- changing transaction, so every instance can keep the figures until it moves (decision 0059).
CREATE TABLE "analytics_user_figures_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_user_figures_version_one_row" CHECK ("analytics_user_figures_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "analytics_user_figures_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "analytics_bump_user_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_user_figures_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A refresh upserts analytics_user_models at every new analysis: only pairs really added or removed count
-- (the transition tables hold those rows alone), so the figures survive ordinary traffic.
CREATE FUNCTION "analytics_bump_user_figures_if_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE analytics_user_figures_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_user_figures" AFTER INSERT OR DELETE OR UPDATE OF "preferred_language", "country", "age", "status", "role" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION analytics_bump_user_figures();--> statement-breakpoint
CREATE TRIGGER "analytics_user_models_added_bump" AFTER INSERT ON "analytics_user_models" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_bump_user_figures_if_rows();--> statement-breakpoint
CREATE TRIGGER "analytics_user_models_removed_bump" AFTER DELETE ON "analytics_user_models" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_bump_user_figures_if_rows();--> statement-breakpoint
-- When the figures are computed: one narrow index covers every column they read (an index-only scan instead of
-- the wide users rows), and the users of one model come from an index of their own.
CREATE INDEX "users_figures_idx" ON "users" USING btree ("id") INCLUDE ("preferred_language", "country", "age", "status", "role", "created_at");--> statement-breakpoint
CREATE INDEX "analytics_user_models_model_user_idx" ON "analytics_user_models" USING btree ("model_id", "user_id");
--> statement-breakpoint
-- Signed-in analyses by time, as visits_user_created_idx is for visits: the rolling 24-hour active users and a
-- refresh's user-days and user-models read it alone (they scanned the whole (user_id, created_at) index).
CREATE INDEX "analyses_signed_in_created_idx" ON "analyses" USING btree ("created_at") INCLUDE ("user_id", "model_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- The corrections' review list over every status, newest first (issue 29): a deep page was an offset walk of the
-- whole table; the status indexes serve only the filtered lists.
CREATE INDEX "analysis_feedback_created_idx" ON "analysis_feedback" USING btree ("created_at","id");
--> statement-breakpoint
-- The list filtered by the class suggested alone (any status) read the whole table.
CREATE INDEX "analysis_feedback_label_created_idx" ON "analysis_feedback" USING btree ("correct_label","created_at","id");
