import { and, eq, type SQL } from 'drizzle-orm';
import type { FeedbackListQuery } from '@shobdo/contracts';
import { analysisFeedback } from '../../../db/schema/analysis-feedback';

/** The review list's filters: status, the model that answered, and the class suggested (correct_label). */
export function toFeedbackFilter(query: Pick<FeedbackListQuery, 'status' | 'model_id' | 'label'>): SQL | undefined {
  return and(
    query.status ? eq(analysisFeedback.status, query.status) : undefined,
    query.model_id ? eq(analysisFeedback.modelId, query.model_id) : undefined,
    query.label ? eq(analysisFeedback.correctLabel, query.label) : undefined,
  );
}
