-- Corrections (issue 29): a signed-in owner (or an admin) says an analysis's class is wrong; a moderator
-- or an admin accepts or rejects it. One entry per person per analysis; it goes with the analysis.
CREATE TABLE "analysis_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"predicted_label" text NOT NULL,
	"predicted_confidence" double precision NOT NULL,
	"correct_label" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_feedback_analysis_user_unique" UNIQUE("analysis_id","user_id"),
	CONSTRAINT "analysis_feedback_status_check" CHECK ("analysis_feedback"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "analysis_feedback_source_check" CHECK ("analysis_feedback"."source" in ('web', 'api', 'perspective')),
	CONSTRAINT "analysis_feedback_note_length_check" CHECK (char_length("analysis_feedback"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "analysis_feedback" ADD CONSTRAINT "analysis_feedback_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_feedback" ADD CONSTRAINT "analysis_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_feedback" ADD CONSTRAINT "analysis_feedback_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The review list pages by status, newest first (the unique constraint's index serves the per-analysis reads
-- and the cascade); filters by model (and class) read the second index.
CREATE INDEX "analysis_feedback_status_created_idx" ON "analysis_feedback" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "analysis_feedback_model_status_created_idx" ON "analysis_feedback" USING btree ("model_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "analysis_feedback_user_idx" ON "analysis_feedback" USING btree ("user_id");
