import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { queryRows } from '../../db/query-rows';

export type ExclusiveResult<T> = { status: 'done'; result: T } | { status: 'busy' };

/**
 * Runs `work` in a transaction that holds the advisory lock `lockKey`, or not at all when another
 * instance (or call) holds it: periodic work runs once across all instances sharing the database, never
 * twice at a time, and nobody waits. The lock goes with the transaction, also when an instance dies.
 */
export async function runExclusively<T>(
  db: Database,
  lockKey: number,
  work: (tx: Database) => Promise<T>,
): Promise<ExclusiveResult<T>> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [lock] = await queryRows<{ locked: boolean }>(t, sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    if (!lock?.locked) return { status: 'busy' } as const;
    return { status: 'done', result: await work(t) } as const;
  });
}
