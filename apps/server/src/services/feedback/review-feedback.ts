import type { BulkResult, FeedbackDecision } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../lib/access-token';
import { recordAdminActions } from '../admin-audit/queries/record-admin-actions';
import { setFeedbackStatus, type ReviewedFeedback } from './queries/set-feedback-status';

const STATUS = { accept: 'accepted', reject: 'rejected' } as const;

/**
 * A moderator's or an admin's decision on corrections: accepted ones become training rows, rejected ones
 * say the model was right. Duplicates count once; unknown ids come back in not_found. Every decision goes
 * into the audit log (who, which correction, of which analysis, what it was before).
 */
export async function reviewFeedback(
  db: Database,
  reviewer: AuthUser,
  ids: string[],
  decision: FeedbackDecision,
): Promise<BulkResult & { rows: ReviewedFeedback[] }> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await db.transaction(async (tx) => {
    const reviewed = await setFeedbackStatus(tx as unknown as Database, unique, STATUS[decision], reviewer.id);
    await recordAdminActions(
      tx,
      reviewer,
      `feedback.${decision}`,
      reviewed.map((row) => ({
        id: row.id,
        label: row.analysisId,
        details: {
          model: row.modelId,
          predicted: row.predictedLabel,
          suggested: row.correctLabel,
          previous_status: row.previousStatus,
        },
      })),
    );
    return reviewed;
  });
  const known = new Set(rows.map((row) => row.id));
  return { updated: rows.length, not_found: unique.filter((id) => !known.has(id)), rows };
}
