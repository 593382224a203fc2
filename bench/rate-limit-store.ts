/**
 * npm run bench:rate-limits: what counting a rate-limited request in PostgreSQL costs (decision 0046).
 * Starts its own PostgreSQL 15 (port 55444, data in /tmp/shobdo-bench-rate-limits) unless DATABASE_URL is
 * set, then times the store's one statement (hitRateLimit) through a pool of 10 as the server uses it:
 * one caller at a time, 16 at once on distinct keys, and 16 at once on one key (one address flooding one
 * route, every hit on the same row), beside the plugin's in-process store. Prints JSON.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { applyMigrationsExclusively } from '../apps/server/src/db/migrate';
import type { Database } from '../apps/server/src/db/types';
import { hitRateLimit } from '../apps/server/src/services/operations/rate-limits/queries/hit-rate-limit';
import { percentile } from './lib/cluster/checks';
import { Postgres } from './lib/cluster/postgres';

const HITS = 4000;

interface LocalStoreLike {
  incr(key: string, cb: (error: Error | null, result?: { current: number }) => void, window: number, max: number): void;
}
const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  a: boolean,
  b: boolean,
  c: number,
) => LocalStoreLike;

async function time(concurrency: number, hit: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < HITS) {
        const i = next++;
        const t0 = performance.now();
        await hit(i);
        latencies.push((performance.now() - t0) * 1000);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    hits_per_second: Math.round(HITS / seconds),
    p50_us: Math.round(percentile(latencies, 50)),
    p95_us: Math.round(percentile(latencies, 95)),
  };
}

async function main() {
  let own: Postgres | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    own = new Postgres(join(tmpdir(), 'shobdo-bench-rate-limits'), 55444);
    await own.init();
    await own.start();
    url = own.url;
  }
  await applyMigrationsExclusively(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool }) as unknown as Database;
  try {
    await time(4, (i) => hitRateLimit(db, 'warm-up', `k${i}`, 60_000));
    const local = new LocalStore(false, false, 5000);
    const localHit = (key: string) =>
      new Promise((resolve, reject) => local.incr(key, (e, r) => (e ? reject(e) : resolve(r)), 60_000, 10));
    const result = {
      hits: HITS,
      in_process: await time(1, (i) => localHit(`k${i % 500}`)),
      postgres_one_at_a_time: await time(1, (i) => hitRateLimit(db, 'bench-1', `k${i % 500}`, 60_000)),
      postgres_16_at_once_distinct_keys: await time(16, (i) => hitRateLimit(db, 'bench-16', `k${i % 500}`, 60_000)),
      postgres_16_at_once_one_key: await time(16, () => hitRateLimit(db, 'bench-hot', 'one-address', 60_000)),
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await pool.end();
    await own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
