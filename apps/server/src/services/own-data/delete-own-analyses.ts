import type { BulkDeleteResult, ClearHistoryResult } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../lib/errors';
import { invalidateSummaries } from '../admin-audit/summary-cache';
import { deleteAnalyses } from '../analysis/queries/analyses';
import { deleteAllOwnAnalyses, findOwnAnalysisIds, isOwnBatchRow } from './queries/own-analyses';

// Ids are random UUIDs; anything else names no analysis and must not reach the database as a malformed uuid.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BATCH_ROW_MESSAGE = 'This analysis belongs to a batch: delete the batch instead.';

/**
 * DELETE /api/analysis/analyses/{id}/ by its owner. Anyone else's analysis (an admin's reach
 * included: admins delete through bulk_delete, which the audit log records) is a 404, so the path
 * tells nobody whether an id exists. Nothing is written to the audit log: the owner's own act.
 */
export async function deleteOwnAnalysis(db: Database, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const [own] = await findOwnAnalysisIds(db, userId, [id.toLowerCase()]);
  if (!own) {
    if (await isOwnBatchRow(db, userId, id.toLowerCase())) throw conflict(BATCH_ROW_MESSAGE);
    throw notFound();
  }
  await deleteAnalyses(db, [own]);
  invalidateSummaries(db);
}

/** A selection of the user's own analyses; ids that are not theirs (or not found) come back in not_found. */
export async function deleteOwnSelection(db: Database, userId: string, ids: string[]): Promise<BulkDeleteResult> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const own = await findOwnAnalysisIds(db, userId, unique);
  const deleted = await deleteAnalyses(db, own);
  invalidateSummaries(db);
  const known = new Set(own);
  return { deleted, not_found: unique.filter((id) => !known.has(id)) };
}

/** All of the user's History. */
export async function clearOwnHistory(db: Database, userId: string): Promise<ClearHistoryResult> {
  const deleted = await deleteAllOwnAnalyses(db, userId);
  invalidateSummaries(db);
  return { deleted };
}
