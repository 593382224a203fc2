import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createThrowawayDatabase } from '../helper';
import { TEXTS } from '../analysis/fixtures';
import { buildAppOn } from './build-app-on';
import { refreshRollups, ROLLUP_LOCK_KEY } from '../../src/services/analytics/queries/refresh-rollups';
import { runExclusively } from '../../src/services/operations/run-exclusively';
import {
  RATE_LIMIT_SWEEP_LOCK_KEY,
  sweepExpiredRateLimits,
} from '../../src/services/operations/sweep-expired-rate-limits';

// Two instances on one PostgreSQL database, as behind a load balancer (CI's second pass).
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('two instances sharing one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase(serverUrl!);
    drop = throwaway.drop;
    // Both start at once on the empty database: they take turns at migrating (applyMigrationsExclusively),
    // and one of them creates the first admin while the other finds it there.
    const start = async () => {
      const app = await buildAppOn(throwaway.url, {
        authRateLimit: 3,
        seedAdmin: true,
        adminPassword: 'first-admin-pw',
      });
      await app.ready();
      return app;
    };
    [a, b] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await drop();
  });

  test('a login limit counts the attempts made on either instance', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: '203.0.113.7',
        payload: { username: 'nobody', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    // Another address has its own budget, on both instances.
    const other = await b.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '203.0.113.8',
      payload: {},
    });
    expect(other.statusCode).toBe(400);
  });

  test('a roll-up refresh runs on one instance at a time: the other does not wait and does not repeat it', async () => {
    const analysed = await b.inject({
      method: 'POST',
      url: '/api/analysis/analyses/analyze/',
      payload: { text: TEXTS.food },
    });
    expect(analysed.statusCode).toBe(200);
    const tz = a.config.timeZone;
    // Instance A is in the middle of a refresh (it holds the lock the refresh takes).
    const whileHeld = await runExclusively(a.db, ROLLUP_LOCK_KEY, () => refreshRollups(b.db, tz));
    expect(whileHeld).toEqual({ status: 'done', result: { status: 'busy', from_day: null } });
    expect((await refreshRollups(b.db, tz)).status).toBe('refreshed');
    // B's refresh is A's too: they share the state it records.
    expect((await refreshRollups(a.db, tz)).status).toBe('unchanged');
  });

  test('the rate-limit sweep runs on one instance at a time', async () => {
    const whileHeld = await runExclusively(a.db, RATE_LIMIT_SWEEP_LOCK_KEY, () => sweepExpiredRateLimits(b.db));
    expect(whileHeld).toEqual({ status: 'done', result: { status: 'busy' } });
    expect((await sweepExpiredRateLimits(b.db)).status).toBe('done');
  });

  test('a lock held by one instance is released when its transaction ends, also by failure', async () => {
    await expect(
      runExclusively(a.db, RATE_LIMIT_SWEEP_LOCK_KEY, async () => {
        throw new Error('instance A failed mid-way');
      }),
    ).rejects.toThrow('instance A failed mid-way');
    expect((await sweepExpiredRateLimits(b.db)).status).toBe('done');
  });
});
