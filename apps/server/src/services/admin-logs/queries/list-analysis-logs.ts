import { and, asc, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { toPagination, type AnalysisLogsQuery, type Pagination } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses, users } from '../../../db/schema/index';
import { toDateRange } from '../../analysis/to-date-range';
import { countMatches } from '../../../db/count-up-to';
import { selectPageIds } from '../../../db/page-ids';
import { hasSearchText, normalizedText, toSearchPattern } from '../../admin-audit/queries/search-text';

/** The filter of the logs list (and of nothing else: the summary covers every analysis). */
export function buildLogsFilter(
  query: Pick<AnalysisLogsQuery, 'search' | 'language' | 'date_from' | 'date_to'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (hasSearchText(query.search))
    conditions.push(like(normalizedText(analyses.originalText), toSearchPattern(query.search)));
  if (query.language) conditions.push(eq(analyses.language, query.language));
  const { from, to } = toDateRange(query.date_from, query.date_to);
  if (from) conditions.push(gte(analyses.createdAt, from));
  if (to) conditions.push(lt(analyses.createdAt, to));
  return and(...conditions);
}

const SORT_COLUMNS = {
  created_at: analyses.createdAt,
  confidence_score: analyses.confidenceScore,
  processing_time: analyses.processingTime,
  language: analyses.language,
  detected_type: analyses.detectedType,
} as const;

/** The row of the page, with the text cut to the snippet in SQL so long texts never leave the database whole. */
export interface LogRecord {
  id: string;
  userId: string | null;
  username: string | null;
  snippet: string;
  modelId: string;
  detectedType: string;
  confidenceScore: number;
  language: 'en' | 'bn';
  createdAt: Date;
}

export async function listAnalysisLogs(
  db: Database,
  query: AnalysisLogsQuery,
  snippetLength: number,
  /** The count of every analysis when the caller has it (the summary's): an unfiltered list then skips its own count. */
  unfilteredTotal?: number,
): Promise<{ rows: LogRecord[]; pagination: Pagination }> {
  const where = buildLogsFilter(query);
  const descending = query.sort_by.startsWith('-');
  const column = SORT_COLUMNS[query.sort_by.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending ? [desc(column), desc(analyses.id)] : [asc(column), asc(analyses.id)];
  const pageIds = selectPageIds(db, analyses, analyses.id, where, order, query.page, query.page_size);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: analyses.id,
        userId: analyses.userId,
        username: users.username,
        snippet: sqlSnippet(snippetLength),
        modelId: analyses.modelId,
        detectedType: analyses.detectedType,
        confidenceScore: analyses.confidenceScore,
        language: analyses.language,
        createdAt: analyses.createdAt,
      })
      .from(pageIds)
      .innerJoin(analyses, eq(analyses.id, pageIds.id))
      .leftJoin(users, eq(users.id, analyses.userId))
      .orderBy(...order),
    countMatches(db, analyses, where, { unfilteredTotal, searching: hasSearchText(query.search) }),
  ]);
  return { rows, pagination: toPagination(query.page, query.page_size, totals.total, totals.lowerBound) };
}

function sqlSnippet(length: number) {
  return sql<string>`left(${analyses.originalText}, ${length + 1})`;
}
