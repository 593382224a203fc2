import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../test/helper';
import { createPostgresRateLimitStore, nameRateLimit } from './postgres-rate-limit-store';
import { hitRateLimit } from './queries/hit-rate-limit';
import { sweepRateLimits } from './queries/sweep-rate-limits';

// The store's SQL is plain PostgreSQL: it runs on the embedded database too, so these run in both passes.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

const incr = (
  store: ReturnType<InstanceType<ReturnType<typeof createPostgresRateLimitStore>>['child']>,
  key: string,
  windowMs: number,
) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
  );

describe('PostgreSQL rate-limit store', () => {
  test('counts hits per route and key, with the time left in the window', async () => {
    const Store = createPostgresRateLimitStore(app.db, 'a-secret-of-the-test-0123456789abcdef');
    const root = new Store({} as never);
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/auth/login/' } } as never);
    const register = root.child({ routeInfo: { method: 'POST', url: '/api/auth/register/' } } as never);
    expect((await incr(login, '10.0.0.1', 60_000)).current).toBe(1);
    const second = await incr(login, '10.0.0.1', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(login, '10.0.0.2', 60_000)).current).toBe(1);
    expect((await incr(register, '10.0.0.1', 60_000)).current).toBe(1);
    // The address itself is not stored, only a keyed hash of it.
    const stored = await app.db.execute(sql`select key from rate_limit_hits where name = 'POST /api/auth/login/'`);
    const keys = (stored as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).not.toContain('10.0.0');
  });

  test('loses no hit among concurrent ones', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit(app.db, 'concurrent', 'k', 60_000)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  test('starts a new window once the old one ended, and the sweep deletes ended windows only', async () => {
    await hitRateLimit(app.db, 'short', 'a', 50);
    await hitRateLimit(app.db, 'short', 'a', 50);
    await hitRateLimit(app.db, 'long', 'b', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await hitRateLimit(app.db, 'short', 'a', 60_000)).toMatchObject({ current: 1 });
    await hitRateLimit(app.db, 'short', 'gone', 10);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await sweepRateLimits(app.db)).toBe(1);
    const rows = await app.db.execute(
      sql`select name, key from rate_limit_hits where name in ('short', 'long') order by key`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'short', key: 'a' },
      { name: 'long', key: 'b' },
    ]);
  });

  test('passes a database failure on, so the request fails closed', async () => {
    const failing = { execute: () => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })) };
    const Store = createPostgresRateLimitStore(failing as never, 'a-secret-of-the-test-0123456789abcdef');
    const store = new Store({} as never).child({ routeInfo: { method: 'POST', url: '/x' } } as never);
    await expect(incr(store, 'k', 1000)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  test('names a limit by its route, or by its group when it has no route', () => {
    expect(nameRateLimit({ routeInfo: { method: 'POST', url: '/api/auth/login/' } } as never)).toBe(
      'POST /api/auth/login/',
    );
    expect(nameRateLimit({ routeInfo: {}, groupId: 'keys' } as never)).toBe('keys');
    expect(nameRateLimit({ routeInfo: {} } as never)).toBe('global');
  });
});
