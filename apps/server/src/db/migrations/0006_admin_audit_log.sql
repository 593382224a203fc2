CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_log_details_object_check" CHECK (jsonb_typeof("admin_audit_log"."details") = 'object')
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "analyses_language_created_idx" ON "analyses" USING btree ("language","created_at" DESC,"id" DESC);--> statement-breakpoint
-- The admin lists order by a column and then id: these let a page be read from an index instead of sorting every row.
-- DESC without NULLS LAST: ORDER BY x DESC means NULLS FIRST, and the planner uses only an index in that order.
CREATE INDEX "analyses_created_id_idx" ON "analyses" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "analyses_confidence_id_idx" ON "analyses" USING btree ("confidence_score","id");--> statement-breakpoint
CREATE INDEX "analyses_processing_time_id_idx" ON "analyses" USING btree ("processing_time","id");
--> statement-breakpoint
-- Admin searches compare normalised text (services/admin-audit/search-text.ts). Trigram indexes over
-- the same expressions make them fast on a real PostgreSQL; where pg_trgm cannot be created (the
-- embedded PGlite, or a role without the right) the searches still work, by scanning.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	EXECUTE $q$CREATE INDEX IF NOT EXISTS "analyses_text_search_trgm_idx" ON "analyses" USING gin (lower(normalize(regexp_replace("original_text", '[\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'), NFC)) gin_trgm_ops)$q$;
	EXECUTE $q$CREATE INDEX IF NOT EXISTS "users_username_search_trgm_idx" ON "users" USING gin (lower(normalize(regexp_replace("username", '[\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'), NFC)) gin_trgm_ops)$q$;
	EXECUTE $q$CREATE INDEX IF NOT EXISTS "users_email_search_trgm_idx" ON "users" USING gin (lower(normalize(regexp_replace("email", '[\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'), NFC)) gin_trgm_ops)$q$;
	EXECUTE $q$CREATE INDEX IF NOT EXISTS "users_full_name_search_trgm_idx" ON "users" USING gin (lower(normalize(regexp_replace("full_name", '[\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'), NFC)) gin_trgm_ops)$q$;
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'admin search indexes skipped: %', SQLERRM;
END
$$;
