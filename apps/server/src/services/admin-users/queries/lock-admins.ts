import { and, count, eq, sql } from 'drizzle-orm';
import { ADMIN_GUARD_MESSAGES } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { users } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Any fixed number: every transaction that can remove an active admin takes this lock first.
const ADMIN_LOCK_KEY = 7_160_016;

/**
 * Runs a change to accounts in a transaction that holds the admin lock, and refuses (rolls back)
 * when it would leave no active admin. Serialising these changes is what makes 'never zero
 * active admins' hold when two admins deactivate or demote each other at the same moment.
 */
export async function withAdminGuard<T>(db: Database, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`);
    const result = await change(tx);
    const [row] = await tx
      .select({ admins: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    if ((row?.admins ?? 0) === 0) throw badRequest(ADMIN_GUARD_MESSAGES.lastAdmin);
    return result;
  });
}
export type { Tx };
