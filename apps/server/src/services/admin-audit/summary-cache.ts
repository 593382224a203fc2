import type { Database } from '../../db/types';

/**
 * The users and logs summaries count every row of their table, which costs a full scan of a million
 * analyses on each page load. They are kept for SUMMARY_TTL_MS per server process and dropped at
 * once when an admin action on this process changes them; changes made elsewhere (new sign-ups,
 * analyses, another server instance) show within that time.
 */
export const SUMMARY_TTL_MS = 30_000;

const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

export function cachedSummary<T>(db: Database, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < SUMMARY_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  cache.set(key, { at: now, value });
  // A failed computation is not kept.
  value.catch(() => cache.delete(key));
  return value;
}

export function invalidateSummaries(db: Database): void {
  caches.delete(db);
}
