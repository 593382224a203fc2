import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bulkDeleteResultSchema, clearHistoryResultSchema, historyResponseSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { analyze, TEXTS } from '../analysis/fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function historyIds(who: CreatedUser): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/analysis/history/', headers: authHeader(who.access_token) });
  return historyResponseSchema.parse(res.json()).results.map((item) => item.id);
}

const del = (who: CreatedUser | null, id: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/analysis/analyses/${id}/`,
    headers: who ? authHeader(who.access_token) : {},
  });

describe('DELETE /api/analysis/analyses/{id}/', () => {
  it('deletes the owner’s analysis (204) and is a 404 for anyone else, admins included', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const kept = await analyze(app, { text: TEXTS.food }, { token: owner.access_token });
    const gone = await analyze(app, { text: TEXTS.happy }, { token: owner.access_token });

    expect((await del(other, gone.analysis_id)).statusCode).toBe(404);
    expect((await del(admin, gone.analysis_id)).statusCode).toBe(404);
    expect((await del(null, gone.analysis_id)).statusCode).toBe(401);
    const res = await del(owner, gone.analysis_id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await historyIds(owner)).toEqual([kept.analysis_id]);
    const read = await app.inject({
      method: 'GET',
      url: `/api/analysis/analyses/${gone.analysis_id}/`,
      headers: authHeader(owner.access_token),
    });
    expect(read.statusCode).toBe(404);
    expect((await del(owner, gone.analysis_id)).statusCode).toBe(404);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(owner.access_token) });
    expect(me.json().analysis_count).toBe(1);
  });

  it('answers 404 for a malformed id and for an anonymous analysis', async () => {
    const owner = await createUser(app);
    expect((await del(owner, 'not-a-uuid')).statusCode).toBe(404);
    const anonymous = await analyze(app, { text: TEXTS.weather });
    const res = await del(owner, anonymous.analysis_id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', message: 'Resource not found.' });
  });

  it('leaves a batch row to its batch (409)', async () => {
    const owner = await createUser(app);
    const batch = await app.inject({
      method: 'POST',
      url: '/api/analysis/batches/',
      headers: authHeader(owner.access_token),
      payload: { texts: [TEXTS.food] },
    });
    expect(batch.statusCode).toBe(200);
    const rowId = batch.json().results[0].analysis_id as string;
    const res = await del(owner, rowId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/batch/);
  });
});

describe('POST /api/analysis/analyses/delete/ and DELETE /api/analysis/history/', () => {
  it('deletes a selection of one’s own and leaves others’ ids alone', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const a = await analyze(app, { text: TEXTS.food }, { token: owner.access_token });
    const b = await analyze(app, { text: TEXTS.happy }, { token: owner.access_token });
    const c = await analyze(app, { text: TEXTS.weather }, { token: owner.access_token });
    const theirs = await analyze(app, { text: TEXTS.weather }, { token: other.access_token });
    const res = await app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/delete/',
      headers: authHeader(owner.access_token),
      payload: { analysis_ids: [a.analysis_id, b.analysis_id, b.analysis_id, theirs.analysis_id] },
    });
    expect(res.statusCode).toBe(200);
    expect(bulkDeleteResultSchema.parse(res.json())).toEqual({ deleted: 2, not_found: [theirs.analysis_id] });
    expect(await historyIds(owner)).toEqual([c.analysis_id]);
    expect(await historyIds(other)).toEqual([theirs.analysis_id]);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/delete/',
      headers: authHeader(owner.access_token),
      payload: { analysis_ids: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('details');
  });

  it('deletes all of one’s history, and only one’s own', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    for (const text of Object.values(TEXTS)) await analyze(app, { text }, { token: owner.access_token });
    const theirs = await analyze(app, { text: TEXTS.happy }, { token: other.access_token });
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/analysis/history/',
      headers: authHeader(owner.access_token),
    });
    expect(res.statusCode).toBe(200);
    expect(clearHistoryResultSchema.parse(res.json())).toEqual({ deleted: 3 });
    expect(await historyIds(owner)).toEqual([]);
    expect(await historyIds(other)).toEqual([theirs.analysis_id]);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(owner.access_token) });
    expect(me.json()).toMatchObject({ analysis_count: 0, last_analysis: null });
    const anonymous = await app.inject({ method: 'DELETE', url: '/api/analysis/history/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
