import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { HistoryQuery } from '@shobdo/contracts';
import { BULLYING_LABELS, HISTORY_BULLY_FILTER } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { analyses } from '../../db/schema/analyses';
import type { NewAnalysisRow } from '../../db/schema/analyses';
import { users } from '../../db/schema';
import type { AnalysisRecord } from './to-analysis';
import { replaceNul } from './replace-nul';
import { toDateRange } from './to-date-range';

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
    await db.insert(analyses).values(rows);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.insert(analyses).values(rows);
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
  const conditions: (SQL | undefined)[] = [eq(analyses.userId, userId)];
  if (query.search) conditions.push(ilike(analyses.originalText, `%${escapeLike(replaceNul(query.search))}%`));
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

/** LIKE treats % and _ as wildcards; a search box should find them literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
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
