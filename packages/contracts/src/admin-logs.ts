import { z } from 'zod';
import { LANGUAGES } from './constants';
import { adminPageOf, adminPageQuery, optionalQuery } from './paging';

/** Analysis types of the logs (docs/product/decisions.md, "Admin area"). */
export const LOG_TYPES = ['toxicity', 'sentiment', 'spam', 'other'] as const;
export type LogType = (typeof LOG_TYPES)[number];

const TOXICITY_MODELS = new Set(['bangla-sentiment-v1', 'shobdo-v1', 'shobdo-v2', 'multilingual-v1']);

/** Five-class models count as toxicity, sentiment-pro as sentiment, spam-detector as spam, else other. */
export function toLogType(modelId: string): LogType {
  if (TOXICITY_MODELS.has(modelId)) return 'toxicity';
  if (modelId === 'sentiment-pro') return 'sentiment';
  if (modelId === 'spam-detector') return 'spam';
  return 'other';
}

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** docs/product/constants.md#display bands on the confidence as shown (one decimal): green >= 80, yellow >= 60, red below. */
export function toConfidenceLevel(percent: number): ConfidenceLevel {
  const shown = Math.round(percent * 10) / 10;
  return shown >= 80 ? 'high' : shown >= 60 ? 'medium' : 'low';
}
export const CONFIDENCE_COLORS = { high: 'green', medium: 'yellow', low: 'red' } as const;

/** Columns the logs may be sorted by; a leading '-' sorts descending. */
export const LOG_SORT_COLUMNS = [
  'created_at',
  'confidence_score',
  'processing_time',
  'language',
  'detected_type',
] as const;
const SORT_VALUES = LOG_SORT_COLUMNS.flatMap((c) => [c, `-${c}`] as const);
export const DEFAULT_LOG_SORT = '-created_at';

const dateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Query of GET /api/analytics/analysis_logs_dashboard/. */
export const analysisLogsQuerySchema = z
  .object({
    search: optionalQuery(z.string().trim().max(200)),
    language: optionalQuery(z.enum(LANGUAGES)),
    date_from: optionalQuery(dateBound),
    date_to: optionalQuery(dateBound),
    sort_by: optionalQuery(z.enum(SORT_VALUES as [string, ...string[]])).transform((v) => v ?? DEFAULT_LOG_SORT),
    ...adminPageQuery,
  })
  .strict();
export type AnalysisLogsQuery = z.infer<typeof analysisLogsQuerySchema>;

/** Analysis log row of docs/product/api.md#entities (user as an object, as the spec's user.username says). */
export const analysisLogRowSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  text_snippet: z.string(),
  model: z.string(),
  analysis_type: z.enum(LOG_TYPES),
  analysis_type_display: z.string(),
  detected_type: z.string(),
  confidence_level: z.enum(CONFIDENCE_LEVELS),
  confidence_score: z.number(),
  confidence_color: z.enum(['green', 'yellow', 'red']),
  language: z.enum(LANGUAGES),
  language_display: z.string(),
  created_at: z.string(),
});
export type AnalysisLogRow = z.infer<typeof analysisLogRowSchema>;

export const logsSummarySchema = z.object({
  total_analyses: z.number().int(),
  average_confidence: z.number(),
  recent_analyses_24h: z.number().int(),
  language_distribution: z.record(z.string(), z.number().int()),
  type_distribution: z.record(z.string(), z.number().int()),
});
export type LogsSummary = z.infer<typeof logsSummarySchema>;

export const analysisLogsResponseSchema = adminPageOf('analyses', analysisLogRowSchema).extend({
  summary: logsSummarySchema,
});
export type AnalysisLogsResponse = z.infer<typeof analysisLogsResponseSchema>;

export const analysisIdsBodySchema = z.object({ analysis_ids: z.array(z.uuid()).min(1).max(1000) }).strict();
export type AnalysisIdsBody = z.infer<typeof analysisIdsBodySchema>;

export const bulkDeleteResultSchema = z.object({ deleted: z.number().int(), not_found: z.array(z.string()) });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

/** Longest text snippet in a log row. */
export const LOG_SNIPPET_LENGTH = 120;
