import type { BulkResult, FeedbackDecision, FeedbackListResponse } from '@shobdo/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveDownload } from '@/lib/export';
import type { ReviewParams } from '../logic/review-params';
import { feedbackKeys } from './own-feedback';

const BASE = '/api/moderation/feedback/';

/** GET /api/moderation/feedback/: one page of corrections for review. */
export function reviewListQuery(params: ReviewParams) {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(params.pageSize) });
  if (params.status) query.set('status', params.status);
  if (params.modelId) query.set('model_id', params.modelId);
  if (params.label) query.set('label', params.label);
  return queryOptions({
    queryKey: [...feedbackKeys.review, 'list', params] as const,
    queryFn: ({ signal }) => apiRequest<FeedbackListResponse>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
export const useReviewListQuery = (params: ReviewParams) => useQuery(reviewListQuery(params));

/** POST /api/moderation/feedback/review/: one decision for the chosen corrections (one or many). */
export function useReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, decision }: { ids: string[]; decision: FeedbackDecision }) =>
      apiRequest<BulkResult>(`${BASE}review/`, { method: 'POST', body: { ids, decision } }),
    // The list, the agreement figures and the admin activity log all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKeys.review }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-dashboard', 'feedback-agreement'] }),
      ]),
  });
}

/** GET /api/moderation/feedback/export/: the accepted corrections, saved as shobdo-feedback-<date>.csv (admin). */
export function useExportFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body = await apiRequest<unknown>(`${BASE}export/?status=accepted`);
      saveDownload('feedback', 'csv', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  });
}
