import { and, asc, eq, sql } from 'drizzle-orm';
import type { FeedbackStatus } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses, analysisFeedback } from '../../../db/schema/index';

const BATCH = 2000;

/** A training row: the analysed text and the class it should have had, with where and when it came from. */
export interface FeedbackExportRow extends Record<string, unknown> {
  text: string;
  label: string;
  model_id: string;
  created_at: string;
  reviewed_at: string;
}

/** The columns of the corrections CSV: `text,label` first, the file `npm run train -- --corrections` reads. */
export const FEEDBACK_EXPORT_COLUMNS: (keyof FeedbackExportRow & string)[] = [
  'text',
  'label',
  'model_id',
  'created_at',
  'reviewed_at',
];

/**
 * Every correction of a status, oldest first, in keyset batches on the (status, created_at, id) index, so
 * 100,000 stream with one batch in memory (bench/admin-lists.ts measures it).
 */
export async function* readAllFeedback(
  db: Database,
  status: FeedbackStatus,
  batch = BATCH,
): AsyncGenerator<FeedbackExportRow[]> {
  // created_at travels as PostgreSQL's text: a JS Date drops the microseconds and would skip rows.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: analysisFeedback.id,
        text: analyses.originalText,
        label: analysisFeedback.correctLabel,
        modelId: analysisFeedback.modelId,
        createdAt: analysisFeedback.createdAt,
        reviewedAt: analysisFeedback.reviewedAt,
        cursor: sql<string>`${analysisFeedback.createdAt}::text`,
      })
      .from(analysisFeedback)
      .innerJoin(analyses, eq(analyses.id, analysisFeedback.analysisId))
      .where(
        and(
          eq(analysisFeedback.status, status),
          after
            ? sql`(${analysisFeedback.createdAt}, ${analysisFeedback.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(analysisFeedback.createdAt), asc(analysisFeedback.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      text: row.text,
      label: row.label,
      model_id: row.modelId,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? '',
    }));
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
    if (rows.length < batch) return;
  }
}
