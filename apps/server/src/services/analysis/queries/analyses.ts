import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { HistoryQuery } from '@shobdo/contracts';
import { BULLYING_LABELS, HISTORY_BULLY_FILTER } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses } from '../../../db/schema/analyses';
import type { NewAnalysisRow } from '../../../db/schema/analyses';
import { users } from '../../../db/schema';
import type { AnalysisRecord } from '../to-analysis';
import { hasSearchText, normalizedText, toSearchPattern } from '../../admin-audit/queries/search-text';
import { replaceNul } from '../replace-nul';
import { toDateRange } from '../to-date-range';

// All SQL of the analysis area lives here.

/** A row to store: the caller picks the id and time, so a batch needs no RETURNING to match rows up. */
export type AnalysisToStore = NewAnalysisRow & { id: string; createdAt: Date };

/**
 * Stores analyses in one statement. For signed-in users the same transaction keeps each user's
 * analysis_count and last_analysis_at (columns of users that exist so that user lists need no
 * aggregate) in step with the analyses table.
 */
export async function insertAnalyses(db: Database, rows: AnalysisToStore[]): Promise<void> {
  const perUser = new Map<string, { count: number; last: Date }>();
  for (const row of rows) {
    if (!row.userId) continue;
    const seen = perUser.get(row.userId);
    if (!seen) perUser.set(row.userId, { count: 1, last: row.createdAt });
    else {
      seen.count += 1;
      if (row.createdAt > seen.last) seen.last = row.createdAt;
    }
  }
  if (perUser.size === 0) {
    await insertRows(db, rows);
    return;
  }
  await db.transaction(async (tx) => {
    await insertRows(tx, rows);
    for (const [userId, { count: added, last }] of perUser) {
      await tx
        .update(users)
        .set({
          analysisCount: sql`${users.analysisCount} + ${added}`,
          lastAnalysisAt: sql`greatest(${users.lastAnalysisAt}, ${last.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, userId));
    }
  });
}

/**
 * The columns of a stored analysis, in the order of RECORD_COLUMNS, for jsonb_to_recordset. Keep in
 * step with the analyses table (src/db/schema/analyses.ts); test/analysis/analysis-writer.test.ts
 * reads stored rows back column by column.
 */
const RECORD_COLUMNS = sql.raw(
  [
    'id uuid',
    'user_id uuid',
    'model_id text',
    'model_name text',
    'model_version text',
    'original_text text',
    'detected_type text',
    'confidence_score double precision',
    'analysis_type text',
    'language text',
    'processing_time double precision',
    'score double precision',
    'bias double precision',
    'word_contributions jsonb',
    'class_probabilities jsonb',
    'result jsonb',
    'created_at timestamptz',
    'batch_id uuid',
    'batch_position integer',
    'batch_result text',
  ].join(', '),
);
const COLUMNS = [
  'id',
  'user_id',
  'model_id',
  'model_name',
  'model_version',
  'original_text',
  'detected_type',
  'confidence_score',
  'analysis_type',
  'language',
  'processing_time',
  'score',
  'bias',
  'word_contributions',
  'class_probabilities',
  'result',
  'created_at',
  'batch_id',
  'batch_position',
  'batch_result',
] as const;
const COLUMN_NAMES = sql.raw(COLUMNS.join(', '));

/**
 * Inserts a batch as ONE jsonb parameter unpacked by jsonb_to_recordset: a statement with 17
 * parameters per row costs the embedded PGlite (WebAssembly, one statement at a time) and Drizzle
 * about a quarter more per row than one JSON document does.
 */
export async function insertRows(db: Pick<Database, 'execute'>, rows: AnalysisToStore[]): Promise<void> {
  await db.execute(insertRowsStatement(rows));
}

/**
 * insertRows' statement, also for a caller that runs it as a part of a statement of its own (a
 * data-modifying WITH). `firstPosition`, a query answering one row with a column `first`, is added to every
 * row's batch position; when it answers no row, nothing is inserted.
 */
export function insertRowsStatement(rows: AnalysisToStore[], firstPosition?: SQL): SQL {
  const records = JSON.stringify(rows.map(toRecord));
  const from = sql`jsonb_to_recordset(${records}::jsonb) as r(${RECORD_COLUMNS})`;
  if (!firstPosition) return sql`insert into ${analyses} (${COLUMN_NAMES}) select ${COLUMN_NAMES} from ${from}`;
  const selected = sql.raw(
    COLUMNS.map((name) => (name === 'batch_position' ? 'r.batch_position + p.first' : `r.${name}`)).join(', '),
  );
  return sql`insert into ${analyses} (${COLUMN_NAMES}) select ${selected} from ${from} cross join (${firstPosition}) as p`;
}

/**
 * JSON has no NaN or Infinity (JSON.stringify writes null); as a JSON string, "NaN" or "Infinity", the
 * double precision column reads them as PostgreSQL's own input would.
 */
const float = (value: number): number | string => (Number.isFinite(value) ? value : String(value));

/** In a `u` regular expression a surrogate pair is one code point, so this matches only lone halves. */
const LONE_SURROGATE = /\p{Cs}/gu;

function toRecord(row: AnalysisToStore) {
  return {
    id: row.id,
    user_id: row.userId ?? null,
    model_id: row.modelId,
    model_name: row.modelName,
    model_version: row.modelVersion,
    // A text parameter reaches PostgreSQL as UTF-8, which turns lone surrogates into U+FFFD; in a
    // JSON document they would be \ud800 escapes that jsonb rejects. Same stored text either way.
    original_text: row.originalText.replace(LONE_SURROGATE, '\uFFFD'),
    detected_type: row.detectedType,
    confidence_score: float(row.confidenceScore),
    analysis_type: row.analysisType,
    language: row.language,
    processing_time: float(row.processingTime),
    score: float(row.score),
    bias: float(row.bias),
    word_contributions: row.wordContributions,
    class_probabilities: row.classProbabilities,
    result: row.result,
    created_at: row.createdAt.toISOString(),
    batch_id: row.batchId ?? null,
    batch_position: row.batchPosition ?? null,
    batch_result: row.batchResult ?? null,
  };
}

/** The analysis with its owner's username, or undefined. */
export async function findAnalysis(db: Database, id: string): Promise<AnalysisRecord | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(analyses), username: users.username })
    .from(analyses)
    .leftJoin(users, eq(users.id, analyses.userId))
    .where(eq(analyses.id, id))
    .limit(1);
  return row;
}

function buildHistoryFilter(userId: string, query: HistoryQuery): SQL | undefined {
  // Batch rows are read on their batch's page (decision 0029): a 100,000-row file would bury History.
  const conditions: (SQL | undefined)[] = [eq(analyses.userId, userId), isNull(analyses.batchId)];
  // By letters, as the web's History and the admin searches compare them: a text typed with ZWNJ or in decomposed
  // form is found by the same letters in composed form, and the other way round.
  if (hasSearchText(query.search))
    conditions.push(like(normalizedText(analyses.originalText), toSearchPattern(query.search)));
  if (query.type) {
    const type = replaceNul(query.type.toLowerCase());
    conditions.push(
      type === HISTORY_BULLY_FILTER ? inArray(analyses.detectedType, BULLYING_LABELS) : eq(analyses.detectedType, type),
    );
  }
  const { from, to } = toDateRange(query.date_from, query.date_to);
  if (from) conditions.push(gte(analyses.createdAt, from));
  if (to) conditions.push(lt(analyses.createdAt, to));
  return and(...conditions);
}

/** One page of a user's analyses, newest first, and how many match in all. */
export async function listHistory(db: Database, userId: string, query: HistoryQuery) {
  const where = buildHistoryFilter(userId, query);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: analyses.id,
        originalText: analyses.originalText,
        detectedType: analyses.detectedType,
        confidenceScore: analyses.confidenceScore,
        createdAt: analyses.createdAt,
        modelId: analyses.modelId,
      })
      .from(analyses)
      .where(where)
      // The id breaks ties so that pages never overlap when rows share a timestamp.
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(analyses).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Deletes analyses (the admin's bulk delete) and recounts the owners' analysis_count and
 * last_analysis_at from what remains, in one transaction. Answers how many rows were deleted.
 */
export async function deleteAnalyses(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(analyses).where(inArray(analyses.id, ids)).returning({ userId: analyses.userId });
    const owners = [...new Set(deleted.map((row) => row.userId).filter((id): id is string => id !== null))];
    if (owners.length > 0) {
      await tx
        .update(users)
        .set({
          analysisCount: sql`(select count(*)::int from ${analyses} where ${analyses.userId} = ${users.id})`,
          lastAnalysisAt: sql`(select max(${analyses.createdAt}) from ${analyses} where ${analyses.userId} = ${users.id})`,
        })
        .where(inArray(users.id, owners));
    }
    return deleted.length;
  });
}
