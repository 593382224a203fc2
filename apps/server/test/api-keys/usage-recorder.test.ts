import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows';
import { createApiKey } from '../../src/services/api-keys/create-api-key';
import { deleteApiKeyOf } from '../../src/services/api-keys/queries/api-keys';
import { createUsageRecorder } from '../../src/services/api-keys/usage-recorder';
import { buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

const usageOf = async (id: string) =>
  (
    await queryRows<{ request_count: string | number; last_used_at: Date | string | null }>(
      app.db,
      sql`select request_count, last_used_at from api_keys where id = ${id}`,
    )
  )[0];

describe('createUsageRecorder', () => {
  test('counts in memory and writes nothing until a flush; a flush adds the counts and the latest time', async () => {
    const { user } = await createUser(app);
    const a = await createApiKey(app.db, user.id, 'a');
    const b = await createApiKey(app.db, user.id, 'b');
    const recorder = createUsageRecorder(app.db, {
      flushEveryMs: 60_000,
      onError: (e) => {
        throw e;
      },
    });
    const t1 = new Date('2026-01-01T10:00:00Z');
    const t2 = new Date('2026-01-01T10:00:05Z');
    recorder.record(a.id, t2);
    recorder.record(a.id, t1);
    recorder.record(b.id, t1);
    expect(Number((await usageOf(a.id))?.request_count)).toBe(0);
    await recorder.flush();
    expect(Number((await usageOf(a.id))?.request_count)).toBe(2);
    expect(new Date((await usageOf(a.id))!.last_used_at!).toISOString()).toBe(t2.toISOString());
    expect(Number((await usageOf(b.id))?.request_count)).toBe(1);
    await recorder.flush(); // nothing new: nothing changes
    expect(Number((await usageOf(a.id))?.request_count)).toBe(2);
    await recorder.close();
  });

  test('two recorders (two server instances) add up and never move last_used_at backwards', async () => {
    const { user } = await createUser(app);
    const key = await createApiKey(app.db, user.id, 'shared');
    const one = createUsageRecorder(app.db, {
      flushEveryMs: 60_000,
      onError: (e) => {
        throw e;
      },
    });
    const two = createUsageRecorder(app.db, {
      flushEveryMs: 60_000,
      onError: (e) => {
        throw e;
      },
    });
    const late = new Date('2026-01-02T00:00:00Z');
    for (let i = 0; i < 5; i++) one.record(key.id, late);
    for (let i = 0; i < 7; i++) two.record(key.id, new Date('2026-01-01T00:00:00Z'));
    await Promise.all([one.close(), two.close()]);
    const usage = await usageOf(key.id);
    expect(Number(usage?.request_count)).toBe(12);
    expect(new Date(usage!.last_used_at!).toISOString()).toBe(late.toISOString());
  });

  test('a key revoked before the flush is skipped without an error', async () => {
    const { user } = await createUser(app);
    const key = await createApiKey(app.db, user.id, 'gone');
    const recorder = createUsageRecorder(app.db, {
      flushEveryMs: 60_000,
      onError: (e) => {
        throw e;
      },
    });
    recorder.record(key.id);
    await deleteApiKeyOf(app.db, user.id, key.id);
    await expect(recorder.close()).resolves.toBeUndefined();
  });

  test('writes on its own every flushEveryMs', async () => {
    const { user } = await createUser(app);
    const key = await createApiKey(app.db, user.id, 'timed');
    const recorder = createUsageRecorder(app.db, {
      flushEveryMs: 50,
      onError: (e) => {
        throw e;
      },
    });
    recorder.record(key.id);
    await expect.poll(async () => Number((await usageOf(key.id))?.request_count), { timeout: 5000 }).toBe(1);
    await recorder.close();
  });
});
