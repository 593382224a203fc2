import type { AuditLogResponse } from '@shobdo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;

export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogResponse> {
  return apiRequest<AuditLogResponse>(`/api/analytics/admin_audit_log/?page=${page}`, { signal });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...AUDIT_LOG_KEY, page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogQuery(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
