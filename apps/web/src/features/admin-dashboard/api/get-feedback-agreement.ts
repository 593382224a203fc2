import type { FeedbackAgreementResponse } from '@shobdo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_REFRESH_MS } from './refresh';

/** GET /api/moderation/feedback/agreement/: per model, how often it was right on reviewed analyses. */
export function feedbackAgreementQueryOptions() {
  return queryOptions({
    queryKey: ['admin-dashboard', 'feedback-agreement'],
    queryFn: ({ signal }) => apiRequest<FeedbackAgreementResponse>('/api/moderation/feedback/agreement/', { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export const useFeedbackAgreementQuery = () => useQuery(feedbackAgreementQueryOptions());
