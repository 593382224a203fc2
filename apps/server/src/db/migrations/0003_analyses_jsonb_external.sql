-- The explanation columns are a few kilobytes of JSON per analysis, written once and read rarely.
-- EXTERNAL stores them uncompressed, and a tuple target of a whole page keeps a typical analysis
-- (about 5 kB) in its row instead of splitting it into the TOAST table: storing an analysis costs
-- the embedded database about a fifth less CPU. Long texts are still moved out of line.
-- See docs/performance.md.
ALTER TABLE "analyses" ALTER COLUMN "word_contributions" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "result" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "analyses" SET (toast_tuple_target = 8160);
