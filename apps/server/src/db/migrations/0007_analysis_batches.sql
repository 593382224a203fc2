CREATE TABLE "analysis_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"model_id" text NOT NULL,
	"model_name" text NOT NULL,
	"analysis_type" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"analysed_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_batches_user_created_idx" ON "analysis_batches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "batch_position" integer;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_batch_id_analysis_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_batch_position_idx" ON "analyses" USING btree ("batch_id","batch_position");
