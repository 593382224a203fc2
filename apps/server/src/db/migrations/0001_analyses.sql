CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"model_id" text NOT NULL,
	"model_name" text NOT NULL,
	"model_version" text NOT NULL,
	"original_text" text NOT NULL,
	"detected_type" text NOT NULL,
	"confidence_score" double precision NOT NULL,
	"analysis_type" text NOT NULL,
	"language" text NOT NULL,
	"processing_time" double precision NOT NULL,
	"score" double precision NOT NULL,
	"bias" double precision NOT NULL,
	"word_contributions" jsonb NOT NULL,
	"class_probabilities" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_user_created_idx" ON "analyses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analyses_created_idx" ON "analyses" USING btree ("created_at" DESC NULLS LAST);