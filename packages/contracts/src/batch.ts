import { z } from 'zod';
import { ANALYSIS_MESSAGES } from './analysis';
import { analysisWarningSchema, classProbabilitySchema, modelChoiceFields } from './analysis';
import { isBlankText } from './blank-text';
import { pageOf, pageQuery } from './paging';
import { ANALYSIS_TYPES, MAX_TEXT_LENGTH } from './constants';

/** Texts per batch request (POST /api/analysis/batches/ and its append); larger jobs send several requests. */
export const BATCH_MAX_TEXTS = 1000;
/** Largest batch request body: 1,000 texts of a few thousand Bengali characters (3 bytes each in UTF-8). */
export const BATCH_BODY_LIMIT = 16 * 1024 * 1024;
/** How many of a row's strongest words a batch row keeps (the rest are recomputed when it is opened). */
export const BATCH_TOP_WORDS = 5;
export const BATCH_ROWS_DEFAULT_PAGE_SIZE = 100;
export const BATCH_ROWS_MAX_PAGE_SIZE = 1000;

/**
 * One row's problem, or null: the rules of a single analysis (analyzeRequestSchema), so that an empty or
 * over-long row is reported for that row instead of failing the whole batch.
 */
export function validateBatchText(text: unknown): string | null {
  if (typeof text !== 'string')
    return text === null || text === undefined ? ANALYSIS_MESSAGES.empty : ANALYSIS_MESSAGES.notText;
  if (isBlankText(text)) return ANALYSIS_MESSAGES.empty;
  if (text.length > MAX_TEXT_LENGTH) return ANALYSIS_MESSAGES.tooLong;
  return null;
}

const textsSchema = z
  .array(z.unknown(), { error: 'texts must be a list of texts' })
  .min(1, 'texts must hold at least one text')
  .max(BATCH_MAX_TEXTS, `At most ${BATCH_MAX_TEXTS} texts per request`);

/** POST /api/analysis/batches/: a new batch with its first texts. */
export const batchCreateRequestSchema = z
  .object({
    texts: textsSchema,
    ...modelChoiceFields,
    /** A name to find the batch by, such as the uploaded file's. */
    name: z.string().trim().max(200).optional().default(''),
  })
  .strict();
export type BatchCreateRequest = z.input<typeof batchCreateRequestSchema>;

/** POST /api/analysis/batches/{id}/rows/: more texts for a batch (same model), numbered after the last. */
export const batchAppendRequestSchema = z.object({ texts: textsSchema }).strict();
export type BatchAppendRequest = z.input<typeof batchAppendRequestSchema>;

/** A word among a row's strongest: its signed share of the confidence in percentage points. */
export const batchTopWordSchema = z.object({ word: z.string(), contribution: z.number() });
export type BatchTopWord = z.infer<typeof batchTopWordSchema>;

/** One analysed row of a batch. */
export const batchRowSchema = z.object({
  status: z.literal('ok'),
  position: z.number().int(),
  analysis_id: z.string(),
  text: z.string(),
  prediction: z.string(),
  confidence: z.number(),
  class_probabilities: z.array(classProbabilitySchema),
  top_words: z.array(batchTopWordSchema),
  /** What to know before trusting the row: another writing than the model reads, low confidence, close classes. */
  warnings: z.array(analysisWarningSchema),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

/** A row that was not analysed, and why (the message a single analysis would give). */
export const batchRowErrorSchema = z.object({
  status: z.literal('error'),
  position: z.number().int(),
  error: z.string(),
});
export type BatchRowError = z.infer<typeof batchRowErrorSchema>;

export const batchSchema = z.object({
  id: z.string(),
  name: z.string(),
  model_id: z.string(),
  model_name: z.string(),
  analysis_type: z.enum(ANALYSIS_TYPES),
  /** Texts sent so far, rejected rows included: the next row's position. */
  total_rows: z.number().int(),
  /** Rows analysed and stored. */
  analysed_rows: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

/**
 * `?results=` of a create or append: `all` (the default) answers one result per text sent; `errors` only the rows that
 * were not analysed, for a client that counts and reads the rows later, as the batch page does (decision 0097).
 */
export const BATCH_WRITE_RESULTS = ['all', 'errors'] as const;
export const batchWriteQuerySchema = z.object({
  results: z.enum(BATCH_WRITE_RESULTS, { error: 'results must be "all" or "errors"' }).default('all'),
});
export type BatchWriteQuery = z.infer<typeof batchWriteQuerySchema>;

/**
 * Answer of a create or append: the batch, and one result per text sent, in order (with `?results=errors`, only the
 * rows that were not analysed).
 */
export const batchWriteResponseSchema = z.object({
  batch: batchSchema,
  results: z.array(z.discriminatedUnion('status', [batchRowSchema, batchRowErrorSchema])),
});
export type BatchWriteResponse = z.infer<typeof batchWriteResponseSchema>;

/** GET /api/analysis/batches/{id}/: the batch with how many rows of each class. */
export const batchDetailSchema = batchSchema.extend({
  class_counts: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

export const batchListQuerySchema = z.object({
  ...pageQuery(20, 100),
});
export const batchListResponseSchema = pageOf(batchSchema);
export type BatchListResponse = z.infer<typeof batchListResponseSchema>;

/** Rows in position order (or most confident first); `label` and `min_confidence` (percent) filter them. */
export const batchRowsQuerySchema = z.object({
  ...pageQuery(BATCH_ROWS_DEFAULT_PAGE_SIZE, BATCH_ROWS_MAX_PAGE_SIZE),
  label: z.string().trim().max(50).optional(),
  min_confidence: z.coerce.number().min(0).max(100).optional(),
  /** `position` (the order sent, the default) or `confidence` (most confident first, then by position). */
  order: z.enum(['position', 'confidence']).default('position'),
});
export type BatchRowsQuery = z.infer<typeof batchRowsQuerySchema>;

export const batchRowsResponseSchema = pageOf(batchRowSchema);
export type BatchRowsResponse = z.infer<typeof batchRowsResponseSchema>;
