import type {
  Analysis,
  AnalysisType,
  BatchDetail,
  BatchListResponse,
  BatchRowsResponse,
  BatchWriteResponse,
} from '@shobdo/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const BASE = '/api/analysis/batches/';

export const batchKeys = {
  all: ['batches'] as const,
  list: (page: number) => ['batches', 'list', page] as const,
  detail: (id: string) => ['batches', 'detail', id] as const,
  rows: (id: string, query: BatchRowsParams) => ['batches', 'rows', id, query] as const,
  row: (analysisId: string) => ['batches', 'row', analysisId] as const,
};

/**
 * The page counts a request's rows and reads them from the batch later, so its writes ask only for the rows that were
 * not analysed: a 1,000-row answer is then a few hundred bytes instead of hundreds of kilobytes (decision 0097).
 */
const ONLY_ERRORS = '?results=errors';

/** POST /api/analysis/batches/: a new batch with its first texts (at most 1,000); the answer holds the rows not analysed. */
export function createBatch(
  body: { texts: string[]; model_id: string; analysis_type: AnalysisType; name: string },
  signal?: AbortSignal,
): Promise<BatchWriteResponse> {
  return apiRequest<BatchWriteResponse>(`${BASE}${ONLY_ERRORS}`, { method: 'POST', body, signal });
}

/** POST /api/analysis/batches/{id}/rows/: more texts, numbered after the last; the answer holds the rows not analysed. */
export function appendBatchRows(id: string, texts: string[], signal?: AbortSignal): Promise<BatchWriteResponse> {
  return apiRequest<BatchWriteResponse>(`${BASE}${id}/rows/${ONLY_ERRORS}`, {
    method: 'POST',
    body: { texts },
    signal,
  });
}

export function batchListQueryOptions(page: number) {
  return queryOptions({
    queryKey: batchKeys.list(page),
    queryFn: ({ signal }) => apiRequest<BatchListResponse>(`${BASE}?page=${page}&page_size=10`, { signal }),
    placeholderData: keepPreviousData,
  });
}
export const useBatchList = (page: number) => useQuery(batchListQueryOptions(page));

export function useBatchDetail(id: string) {
  return useQuery({
    queryKey: batchKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<BatchDetail>(`${BASE}${id}/`, { signal }),
  });
}

export interface BatchRowsParams {
  page: number;
  pageSize: number;
  label?: string | undefined;
  minConfidence?: number | undefined;
  order?: 'position' | 'confidence';
}

export function getBatchRows(id: string, params: BatchRowsParams, signal?: AbortSignal): Promise<BatchRowsResponse> {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(params.pageSize) });
  if (params.label) query.set('label', params.label);
  if (params.minConfidence !== undefined) query.set('min_confidence', String(params.minConfidence));
  if (params.order) query.set('order', params.order);
  return apiRequest<BatchRowsResponse>(`${BASE}${id}/rows/?${query.toString()}`, { signal });
}

export function useBatchRows(id: string, params: BatchRowsParams, enabled = true) {
  return useQuery({
    queryKey: batchKeys.rows(id, params),
    queryFn: ({ signal }) => getBatchRows(id, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/analysis/analyses/{id}/: a row's full explanation, recomputed by the server (decision 0029). */
export function useRowAnalysis(analysisId: string | null) {
  return useQuery({
    queryKey: batchKeys.row(analysisId ?? ''),
    queryFn: ({ signal }) => apiRequest<Analysis>(`/api/analysis/analyses/${analysisId}/`, { signal }),
    enabled: analysisId !== null,
    staleTime: Infinity,
  });
}

/** DELETE /api/analysis/batches/{id}/: the batch and its rows. */
export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${BASE}${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
