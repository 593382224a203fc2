-- The session check on every authenticated request (plugins/auth.ts, services/auth/session-check.ts)
-- looks for a live (not revoked) refresh token of the access token's family; only live rows are indexed.
CREATE INDEX IF NOT EXISTS "refresh_tokens_live_family_idx" ON "refresh_tokens" USING btree ("family_id") WHERE "refresh_tokens"."revoked_at" is null;
