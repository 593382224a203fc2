import type { AdminAction } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { adminAuditLog } from '../../../db/schema/index';
import type { AuthUser } from '../../../lib/access-token';

export interface AuditTarget {
  id: string | null;
  label: string;
  details?: Record<string, unknown>;
}

/** Records one entry per target of an admin action (who, what, whom, when). */
export async function recordAdminActions(
  db: Pick<Database, 'insert'>,
  actor: AuthUser,
  action: AdminAction,
  targets: AuditTarget[],
): Promise<void> {
  if (targets.length === 0) return;
  await db.insert(adminAuditLog).values(
    targets.map((target) => ({
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      targetId: target.id,
      targetLabel: target.label,
      details: target.details ?? {},
    })),
  );
}
