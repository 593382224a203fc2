import type { ActivityBody, ActivityResponse } from '@shobdo/contracts';
import { isForeignKeyViolation } from '../../../db/errors';
import { activityLogs } from '../../../db/schema/index';
import type { Database } from '../../../db/types';
import { unauthorized } from '../../../lib/errors';
import { scrubMetadata } from '../scrub-metadata';

/**
 * Stores one activity log entry for the signed-in user, or with no user for an anonymous visitor.
 * The user always comes from the caller's token, never from the body; identifying data in the
 * metadata (addresses, user agents, e-mails...) is scrubbed before it is stored (scrub-metadata.ts).
 */
export async function recordActivity(
  db: Database,
  userId: string | null,
  activity: ActivityBody,
): Promise<ActivityResponse> {
  try {
    const [row] = await db
      .insert(activityLogs)
      .values({
        userId,
        activityType: activity.activity_type,
        description: activity.description,
        metadata: scrubMetadata(activity.metadata),
      })
      .returning({ id: activityLogs.id, activityType: activityLogs.activityType, createdAt: activityLogs.createdAt });
    return { id: row!.id, activity_type: row!.activityType, created_at: row!.createdAt.toISOString() };
  } catch (error) {
    // A still-valid token of an account deleted since: the account is gone, as at token refresh.
    if (userId && isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}
