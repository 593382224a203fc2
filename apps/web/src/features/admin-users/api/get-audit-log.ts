import type { AuditLogResponse } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';

export const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;

/** GET /api/analytics/admin_audit_log/: a page of the admins' actions, newest first. */
export function auditLogQueryOptions(page: number) {
  return pagedQueryOptions<AuditLogResponse>(AUDIT_LOG_KEY, '/api/analytics/admin_audit_log/', { page });
}

export function useAuditLogQuery(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
