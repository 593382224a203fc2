import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/types';
import { queryRows } from '../../../../db/query-rows';

/** Deletes the counters whose window has ended (a later hit would restart them anyway); returns how many. */
export async function sweepRateLimits(db: Database): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`with gone as (delete from rate_limit_hits where expires_at <= now() returning 1) select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
