import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/types';
import { queryRows } from '../../../../db/query-rows';

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit of `key` against the limit `name` in one atomic statement: the first hit (or the first
 * after the window ended) starts a window of `windowMs` at 1, later ones add 1. Concurrent hits on one key
 * from any instance serialise on its row, so none is lost. The window starts at the first hit, as in the
 * plugin's own in-process store, and the database's clock is the one clock every instance shares.
 */
export async function hitRateLimit(db: Database, name: string, key: string, windowMs: number): Promise<RateLimitCount> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number | string }>(
    db,
    sql`insert into rate_limit_hits as r (name, key, hits, expires_at)
        values (${name}, ${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (name, key) do update set
          hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
          expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
        returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::integer as ttl_ms`,
  );
  return { current: Number(row!.hits), ttl: Number(row!.ttl_ms) };
}
