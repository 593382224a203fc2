import { sql } from 'drizzle-orm';
import type { LogsSummary } from '@shobdo/contracts';
import { toLogType } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses } from '../../../db/schema/index';
import { cachedSummary } from '../../admin-audit/summary-cache';

/**
 * Logs summary of docs/product/api.md#entities over every stored analysis: total, mean confidence (percent,
 * one decimal), analyses of the last 24 hours, count per language and per log type (models grouped
 * by toLogType); cached briefly (summary-cache.ts).
 */
export function getLogsSummary(db: Database): Promise<LogsSummary> {
  return cachedSummary(db, 'logs', () => computeLogsSummary(db, new Date()));
}

async function computeLogsSummary(db: Database, now: Date): Promise<LogsSummary> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [totals, languages, models] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        average: sql<number | null>`avg(${analyses.confidenceScore})`,
        recent: sql<number>`(count(*) filter (where ${analyses.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
      })
      .from(analyses),
    db
      .select({ key: analyses.language, n: sql<number>`count(*)::int` })
      .from(analyses)
      .groupBy(analyses.language),
    db
      .select({ key: analyses.modelId, n: sql<number>`count(*)::int` })
      .from(analyses)
      .groupBy(analyses.modelId),
  ]);
  const type_distribution: Record<string, number> = {};
  for (const { key, n } of models) {
    const type = toLogType(key);
    type_distribution[type] = (type_distribution[type] ?? 0) + n;
  }
  const row = totals[0];
  return {
    total_analyses: row?.total ?? 0,
    average_confidence: Math.round(Number(row?.average ?? 0) * 10) / 10,
    recent_analyses_24h: row?.recent ?? 0,
    language_distribution: Object.fromEntries(languages.map(({ key, n }) => [key, n])),
    type_distribution,
  };
}
