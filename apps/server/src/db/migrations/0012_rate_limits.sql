-- Rate-limit counters shared by every server instance on this database (decision 0046). One row per limit
-- (route) and key (client address, user or API key): hits in the window that began at the first of them.
-- UNLOGGED: counters are worth no WAL and no crash recovery (a crash empties the table, which only
-- restarts the windows); rows whose window ended are deleted by the periodic sweep.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("name", "key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" ("expires_at");
