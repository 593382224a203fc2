import { eq, inArray } from 'drizzle-orm';
import type { BulkDeleteResult } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses, users } from '../../../db/schema/index';
import type { AuthUser } from '../../../lib/access-token';
import { deleteAnalyses } from '../../analysis/queries/analyses';
import { recordAdminActions } from '../../admin-audit/queries/record-admin-actions';
import { invalidateSummaries } from '../../admin-audit/summary-cache';

/**
 * Bulk delete by an admin: any owner's analyses (anonymous ones too). Duplicates count once;
 * unknown ids come back in not_found. Owners' analysis_count follows (deleteAnalyses), and each
 * deleted analysis is recorded in the audit log with its owner and model.
 */
export async function deleteAnalysesByAdmin(db: Database, actor: AuthUser, ids: string[]): Promise<BulkDeleteResult> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = await db
    .select({ id: analyses.id, username: users.username, modelId: analyses.modelId })
    .from(analyses)
    .leftJoin(users, eq(users.id, analyses.userId))
    .where(inArray(analyses.id, unique));
  const deleted = await deleteAnalyses(
    db,
    found.map((row) => row.id),
  );
  invalidateSummaries(db);
  await recordAdminActions(
    db,
    actor,
    'analysis.delete',
    found.map((row) => ({ id: row.id, label: row.username ?? '', details: { model: row.modelId } })),
  );
  const known = new Set(found.map((row) => row.id));
  return { deleted, not_found: unique.filter((id) => !known.has(id)) };
}
