import { count, desc, eq } from 'drizzle-orm';
import { toPagination, type AuditLogQuery, type AuditLogResponse } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { adminAuditLog } from '../../../db/schema/index';

/** The admin audit log, newest first. */
export async function listAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogResponse> {
  const where = query.action ? eq(adminAuditLog.action, query.action) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_username: row.actorUsername,
      action: row.action,
      target_id: row.targetId,
      target_label: row.targetLabel,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: toPagination(query.page, query.page_size, totals[0]?.total ?? 0),
  };
}
