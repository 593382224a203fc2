import type { FeedbackBody, FeedbackEntry, OwnFeedback } from '@shobdo/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const feedbackKeys = {
  own: (analysisId: string) => ['feedback', 'own', analysisId] as const,
  review: ['feedback', 'review'] as const,
};

const path = (analysisId: string) => `/api/analysis/analyses/${encodeURIComponent(analysisId)}/feedback/`;

/** GET /api/analysis/analyses/{id}/feedback/: the signed-in user's own correction of an analysis, or null. */
export function ownFeedbackQuery(analysisId: string) {
  return queryOptions({
    queryKey: feedbackKeys.own(analysisId),
    queryFn: ({ signal }) => apiRequest<OwnFeedback>(path(analysisId), { signal }),
    // 403/404 say this person cannot correct it: nothing to retry.
    retry: false,
  });
}
export const useOwnFeedbackQuery = (analysisId: string, enabled: boolean) =>
  useQuery({ ...ownFeedbackQuery(analysisId), enabled });

/** POST /api/analysis/analyses/{id}/feedback/: sends (or replaces) the correction; the answer seeds the query. */
export function useSubmitFeedbackMutation(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => apiRequest<FeedbackEntry>(path(analysisId), { method: 'POST', body }),
    onSuccess: (entry) => {
      queryClient.setQueryData(feedbackKeys.own(analysisId), { feedback: entry });
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.review });
    },
  });
}
