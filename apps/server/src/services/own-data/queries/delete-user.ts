import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../admin-users/queries/lock-admins';
import { analyses, analysisBatches, users } from '../../../db/schema/index';

/** How much an account owns, for the audit entry that outlives it (counts, never content). */
export async function countOwnedRows(tx: Tx, userId: string): Promise<{ analyses: number; batches: number }> {
  const [a] = await tx.select({ n: count() }).from(analyses).where(eq(analyses.userId, userId));
  const [b] = await tx.select({ n: count() }).from(analysisBatches).where(eq(analysisBatches.userId, userId));
  return { analyses: a?.n ?? 0, batches: b?.n ?? 0 };
}

/**
 * Deletes the account row. Everything that hangs on it goes by its foreign key's ON DELETE CASCADE
 * (analyses, batches, sessions, activity, visits, roll-ups, and what later tables declare the same
 * way); the audit log's actor becomes null (ON DELETE SET NULL). So a table added later is covered
 * without a line here, and test/account-deletion checks every table that references users.
 */
export async function deleteUserRow(tx: Tx, userId: string): Promise<boolean> {
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}
