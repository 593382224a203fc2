import {
  CONFIDENCE_COLORS,
  LOG_SNIPPET_LENGTH,
  toConfidenceLevel,
  toLogType,
  type AnalysisLogRow,
  type AnalysisLogsQuery,
  type AnalysisLogsResponse,
} from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { getLogsSummary } from './queries/get-logs-summary';
import { listAnalysisLogs, type LogRecord } from './queries/list-analysis-logs';

const TYPE_DISPLAY = { toxicity: 'Toxicity', sentiment: 'Sentiment', spam: 'Spam', other: 'Other' } as const;
const LANGUAGE_DISPLAY = { bn: 'Bengali', en: 'English' } as const;

function toLogRow(row: LogRecord): AnalysisLogRow {
  const type = toLogType(row.modelId);
  const level = toConfidenceLevel(row.confidenceScore);
  const snippet =
    [...row.snippet].length > LOG_SNIPPET_LENGTH
      ? `${[...row.snippet].slice(0, LOG_SNIPPET_LENGTH).join('')}…`
      : row.snippet;
  return {
    id: row.id,
    user: row.userId ? { id: row.userId, username: row.username ?? '' } : null,
    text_snippet: snippet,
    model: row.modelId,
    analysis_type: type,
    analysis_type_display: TYPE_DISPLAY[type],
    detected_type: row.detectedType,
    confidence_level: level,
    confidence_score: row.confidenceScore,
    confidence_color: CONFIDENCE_COLORS[level],
    language: row.language,
    language_display: LANGUAGE_DISPLAY[row.language],
    created_at: row.createdAt.toISOString(),
  };
}

export async function getAnalysisLogsDashboard(db: Database, query: AnalysisLogsQuery): Promise<AnalysisLogsResponse> {
  const summary = await getLogsSummary(db);
  const { rows, pagination } = await listAnalysisLogs(db, query, LOG_SNIPPET_LENGTH, summary.total_analyses);
  return { analyses: rows.map(toLogRow), pagination, summary };
}
