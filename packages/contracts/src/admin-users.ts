import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES, USER_STATUSES } from './constants';
import { userSchema } from './user';
import { adminPageOf, adminPageQuery, optionalQuery } from './paging';

/** The most ids one bulk request may name. */
export const ADMIN_MAX_BULK_IDS = 1000;

/** Query of GET /api/analytics/users_dashboard/. */
export const usersDashboardQuerySchema = z
  .object({
    search: optionalQuery(z.string().trim().max(200)),
    role: optionalQuery(z.enum(ROLES)),
    status: optionalQuery(z.enum(USER_STATUSES)),
    ...adminPageQuery,
  })
  .strict();
export type UsersDashboardQuery = z.infer<typeof usersDashboardQuerySchema>;

/** Users summary of docs/product/api.md#entities (over every account, not the filtered page). */
export const usersSummarySchema = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  inactive_users: z.number().int(),
  role_distribution: z.object({ admin: z.number().int(), user: z.number().int(), moderator: z.number().int() }),
});
export type UsersSummary = z.infer<typeof usersSummarySchema>;

export const usersDashboardResponseSchema = adminPageOf('users', userSchema).extend({ summary: usersSummarySchema });
export type UsersDashboardResponse = z.infer<typeof usersDashboardResponseSchema>;

/** Body of bulk_activate/ and bulk_deactivate/. Duplicates are counted once. */
export const userIdsBodySchema = z.object({ user_ids: z.array(z.uuid()).min(1).max(ADMIN_MAX_BULK_IDS) }).strict();
export type UserIdsBody = z.infer<typeof userIdsBodySchema>;

/** Answer of a bulk action: the rows it changed and the ids that matched no row. */
export const bulkResultSchema = z.object({
  updated: z.number().int(),
  not_found: z.array(z.string()),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Body of POST /api/users/users/{id}/role/. */
export const roleChangeBodySchema = z.object({ role: z.enum(ROLES) }).strict();
export type RoleChangeBody = z.infer<typeof roleChangeBodySchema>;

/** Body of POST /api/users/users/{id}/reset_password/: the admin sets a new password to hand over. */
export const passwordResetBodySchema = z
  .object({ new_password: z.string().min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long').max(200) })
  .strict();
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** Export format: JSON (docs/product/api.md#endpoints) or CSV. */
export const exportQuerySchema = z.object({ format: optionalQuery(z.enum(['json', 'csv'])) }).strict();
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export { ADMIN_GUARD_MESSAGES } from './admin-guard-messages';

/** What the audit log records. */
export const ADMIN_ACTIONS = [
  'user.activate',
  'user.deactivate',
  'user.role_change',
  'user.password_reset',
  'users.export',
  'analysis.delete',
  'analyses.export',
  'api_key.create',
  'api_key.revoke',
  'feedback.accept',
  'feedback.reject',
  'feedback.export',
  'account.delete',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_username: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  target_id: z.string().nullable(),
  target_label: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z
  .object({ action: optionalQuery(z.enum(ADMIN_ACTIONS)), ...adminPageQuery })
  .strict();
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogResponseSchema = adminPageOf('entries', auditEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
