import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, batchListResponseSchema, batchRowsResponseSchema } from '@shobdo/contracts';
import { analyses, analysisBatches, users } from '../../../src/db/schema';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../../helper';
import { buildAppWithUsers } from '../../app-with-users';
import { batchRequests, COMMENTS } from './batch-requests';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  ({ app, owner, other, admin } = await buildAppWithUsers());
});
afterAll(async () => {
  await app.close();
});

const { send, createBatch } = batchRequests(
  () => app,
  () => owner,
);

describe('ownership, admin visibility and deletion', () => {
  it('hides a batch from another user (404 to read, page, append or delete) and shows it to an admin', async () => {
    const { batch, results } = await createBatch(owner.access_token, COMMENTS.slice(0, 2));
    const first = results[0]!;
    for (const [method, url, payload] of [
      ['GET', `${batch.id}/`],
      ['GET', `${batch.id}/rows/`],
      ['POST', `${batch.id}/rows/`, { texts: ['ক'] }],
      ['DELETE', `${batch.id}/`],
    ] as const) {
      const res = await send(method, url, other.access_token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      apiErrorSchema.parse(res.json());
    }
    const rowOfOther = await app.inject({
      method: 'GET',
      url: `/api/analysis/analyses/${first.status === 'ok' ? first.analysis_id : ''}/`,
      headers: authHeader(other.access_token),
    });
    expect(rowOfOther.statusCode).toBe(403);
    expect(
      batchListResponseSchema.parse((await send('GET', '', other.access_token)).json()).results.map((b) => b.id),
    ).not.toContain(batch.id);

    expect((await send('GET', `${batch.id}/`, admin.access_token)).statusCode).toBe(200);
    expect(
      batchRowsResponseSchema.parse((await send('GET', `${batch.id}/rows/`, admin.access_token)).json()).count,
    ).toBe(2);
    const adminRead = await app.inject({
      method: 'GET',
      url: `/api/analysis/analyses/${first.status === 'ok' ? first.analysis_id : ''}/`,
      headers: authHeader(admin.access_token),
    });
    expect(adminRead.statusCode).toBe(200);
    // Only the owner adds to a batch, even an admin gets 404.
    expect((await send('POST', `${batch.id}/rows/`, admin.access_token, { texts: ['ক'] })).statusCode).toBe(404);
    expect((await send('GET', 'not-a-uuid/', owner.access_token)).statusCode).toBe(404);
  });

  it("keeps batch rows out of the user's History (they are read on the batch's page)", async () => {
    const user = await createUser(app);
    const single = await app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/analyze/',
      headers: authHeader(user.access_token),
      payload: { text: 'তুমি খুব ভালো মানুষ' },
    });
    expect(single.statusCode, single.body).toBe(200);
    await createBatch(user.access_token, COMMENTS);
    const history = await app.inject({
      method: 'GET',
      url: '/api/analysis/history/',
      headers: authHeader(user.access_token),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ count: 1 });
    expect(history.json().results[0].original_text).toBe('তুমি খুব ভালো মানুষ');
  });

  it('deletes a batch with its analyses and recounts the owner', async () => {
    const user = await createUser(app);
    const { batch } = await createBatch(user.access_token, COMMENTS);
    const countOf = async () => (await app.db.select().from(users).where(eq(users.id, user.user.id)))[0]?.analysisCount;
    expect(await countOf()).toBe(5);
    const res = await send('DELETE', `${batch.id}/`, user.access_token);
    expect(res.statusCode).toBe(204);
    expect(await countOf()).toBe(0);
    expect(await app.db.select().from(analyses).where(eq(analyses.batchId, batch.id))).toEqual([]);
    expect((await send('GET', `${batch.id}/`, user.access_token)).statusCode).toBe(404);
    expect((await send('DELETE', `${batch.id}/`, user.access_token)).statusCode).toBe(404);
    expect((await send('POST', `${batch.id}/rows/`, user.access_token, { texts: COMMENTS })).statusCode).toBe(404);
    expect(await countOf()).toBe(0);
  });

  it('answers 404 and stores nothing when a batch being filled is deleted elsewhere (another server process)', async () => {
    const user = await createUser(app);
    const { batch } = await createBatch(user.access_token, COMMENTS);
    // The batch is now known to this process; another process deletes it behind its back.
    const appended = await send('POST', `${batch.id}/rows/`, user.access_token, { texts: COMMENTS });
    expect(appended.statusCode, appended.body).toBe(200);
    await app.db.delete(analysisBatches).where(eq(analysisBatches.id, batch.id));
    const before = await app.db.select().from(users).where(eq(users.id, user.user.id));

    const res = await send('POST', `${batch.id}/rows/`, user.access_token, { texts: COMMENTS });
    expect(res.statusCode, res.body).toBe(404);
    apiErrorSchema.parse(res.json());
    expect(await app.db.select().from(analyses).where(eq(analyses.batchId, batch.id))).toEqual([]);
    expect(await app.db.select().from(users).where(eq(users.id, user.user.id))).toEqual(before);
  });
});

describe('rate limit', () => {
  it('allows SHOBDO_BATCH_RATE_LIMIT batch requests a minute per user, then answers 429; another user is not counted', async () => {
    const limited = await buildTestApp({ batchRateLimit: 2 });
    try {
      const a = await createUser(limited);
      const b = await createUser(limited);
      const post = (token: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/analysis/batches/',
          headers: authHeader(token),
          payload: { texts: ['ক'] },
        });
      expect((await post(a.access_token)).statusCode).toBe(200);
      expect((await post(a.access_token)).statusCode).toBe(200);
      const third = await post(a.access_token);
      expect(third.statusCode).toBe(429);
      apiErrorSchema.parse(third.json());
      expect((await post(b.access_token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
