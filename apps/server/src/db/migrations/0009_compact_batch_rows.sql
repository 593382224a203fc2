-- A batch row keeps its class probabilities and top words in one compact text column (decision 0037);
-- its word_contributions and class_probabilities are then empty. Rows stored before keep their JSON.
ALTER TABLE "analyses" ADD COLUMN "batch_result" text;
--> statement-breakpoint
-- analyses_created_id_idx serves every query analyses_created_idx did.
DROP INDEX IF EXISTS "analyses_created_idx";--> statement-breakpoint
-- The newest-first indexes were descending: every new row went in at their left-hand end, and each page
-- split there left two half-empty pages. Ascending, read backwards, gives the same order and full pages.
-- Under language DESC, Bengali ('bn', nearly every row) comes last, so its new rows are the right-hand end.
DROP INDEX IF EXISTS "analyses_created_id_idx";--> statement-breakpoint
CREATE INDEX "analyses_created_id_idx" ON "analyses" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "analyses_language_created_idx";--> statement-breakpoint
CREATE INDEX "analyses_language_created_idx" ON "analyses" USING btree ("language" DESC,"created_at","id");
