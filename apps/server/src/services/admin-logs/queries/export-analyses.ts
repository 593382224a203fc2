import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { toLogType } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses, users } from '../../../db/schema/index';

const BATCH = 2000;

export interface AnalysisExportRow extends Record<string, unknown> {
  id: string;
  user: string | null;
  user_username: string | null;
  model: string;
  analysis_type: string;
  original_text: string;
  detected_type: string;
  confidence_score: number;
  language: string;
  processing_time: number;
  created_at: string;
}

export const ANALYSIS_EXPORT_COLUMNS: (keyof AnalysisExportRow & string)[] = [
  'id',
  'user',
  'user_username',
  'model',
  'analysis_type',
  'original_text',
  'detected_type',
  'confidence_score',
  'language',
  'processing_time',
  'created_at',
];

/**
 * Every analysis, newest first, in keyset batches (created_at, id), so a million rows stream with
 * one batch in memory. Word contributions stay out of the file (GET /api/analysis/analyses/{id}/ has them).
 */
export async function* readAllAnalyses(db: Database, batch = BATCH): AsyncGenerator<AnalysisExportRow[]> {
  // The cursor keeps created_at as PostgreSQL's text: a JS Date drops the microseconds and would skip rows.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const where: SQL | undefined = after
      ? // A row comparison, which the (created_at DESC, id DESC) index serves; an OR of the two made each batch a scan.
        sql`(${analyses.createdAt}, ${analyses.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({
        id: analyses.id,
        userId: analyses.userId,
        username: users.username,
        modelId: analyses.modelId,
        originalText: analyses.originalText,
        detectedType: analyses.detectedType,
        confidenceScore: analyses.confidenceScore,
        language: analyses.language,
        processingTime: analyses.processingTime,
        createdAt: analyses.createdAt,
        cursor: sql<string>`${analyses.createdAt}::text`,
      })
      .from(analyses)
      .leftJoin(users, eq(users.id, analyses.userId))
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: row.id,
      user: row.userId,
      user_username: row.username,
      model: row.modelId,
      analysis_type: toLogType(row.modelId),
      original_text: row.originalText,
      detected_type: row.detectedType,
      confidence_score: row.confidenceScore,
      language: row.language,
      processing_time: row.processingTime,
      created_at: row.createdAt.toISOString(),
    }));
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
    if (rows.length < batch) return;
  }
}
