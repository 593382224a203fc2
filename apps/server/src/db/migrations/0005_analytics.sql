-- Usage analytics (issue 15): visits and sessions counted the privacy-first way (docs/privacy.md),
-- and the roll-up tables the dashboard reads (docs/metrics.md). No raw address or user agent anywhere.
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" uuid,
	"entry_path" text NOT NULL,
	"referrer_host" text,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_sessions_visitor_seen_idx" ON "analytics_sessions" USING btree ("visitor_id","last_seen_at" DESC);--> statement-breakpoint
CREATE INDEX "analytics_sessions_seen_idx" ON "analytics_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"visitor_id" text NOT NULL,
	"session_id" uuid,
	"user_id" uuid,
	"path" text NOT NULL,
	"page_name" text DEFAULT '' NOT NULL,
	"referrer_host" text,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_created_idx" ON "visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visits_user_idx" ON "visits" USING btree ("user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "analytics_visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	"sessions" integer NOT NULL,
	"bounces" integer NOT NULL,
	"session_seconds" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_analysis_days" (
	"day" date NOT NULL,
	"model_id" text NOT NULL,
	"detected_type" text NOT NULL,
	"language" text NOT NULL,
	"analyses" integer NOT NULL,
	CONSTRAINT "analytics_analysis_days_pk" PRIMARY KEY("day","model_id","detected_type","language")
);
--> statement-breakpoint
CREATE TABLE "analytics_analysis_hours" (
	"day" date NOT NULL,
	"model_id" text NOT NULL,
	"hour" smallint NOT NULL,
	"analyses" integer NOT NULL,
	CONSTRAINT "analytics_analysis_hours_pk" PRIMARY KEY("day","model_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_user_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "analytics_user_days_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_user_days" ADD CONSTRAINT "analytics_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_user_days_user_idx" ON "analytics_user_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE TABLE "analytics_user_models" (
	"user_id" uuid NOT NULL,
	"model_id" text NOT NULL,
	"analyses" integer NOT NULL,
	CONSTRAINT "analytics_user_models_pk" PRIMARY KEY("user_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_user_models" ADD CONSTRAINT "analytics_user_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_user_models_model_idx" ON "analytics_user_models" USING btree ("model_id","analyses" DESC);--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" text PRIMARY KEY NOT NULL,
	"source_mark" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_analysis_count_idx" ON "users" USING btree ("analysis_count" DESC);--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country");
