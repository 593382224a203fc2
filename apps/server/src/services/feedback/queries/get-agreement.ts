import { sql } from 'drizzle-orm';
import type { FeedbackAgreementResponse } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { queryRows } from '../../../db/query-rows';
import { toAgreement, type ConfusionCount, type StatusCount } from '../to-agreement';

/** The agreement figures of every model with corrections (definition: docs/metrics.md, "Agreement"). */
export async function getAgreement(db: Database): Promise<FeedbackAgreementResponse> {
  const [counts, confusions] = await Promise.all([
    queryRows<StatusCount>(
      db,
      sql`select model_id, status, count(*)::int as n from analysis_feedback group by model_id, status`,
    ),
    // An accepted correction's suggested class is the true one; the model gave predicted_label.
    queryRows<ConfusionCount>(
      db,
      sql`select model_id, correct_label as true_label, predicted_label, count(*)::int as n
          from analysis_feedback where status = 'accepted'
          group by model_id, correct_label, predicted_label
          order by model_id, n desc, correct_label, predicted_label`,
    ),
  ]);
  return toAgreement(counts, confusions);
}
