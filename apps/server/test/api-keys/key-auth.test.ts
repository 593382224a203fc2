import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import {
  API_KEY_MESSAGES,
  analysisSchema,
  analyzeResponseSchema,
  batchWriteResponseSchema,
  historyResponseSchema,
} from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { ANALYZE, ANALYZE_BODY, createKeyViaApi, withKey } from './helpers';

let app: FastifyInstance;
let owner: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  admin = await createUser(app, { role: 'admin' });
});
afterAll(() => app.close());

const analyzeWith = (key: string) => withKey(app, key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY });
const historyOf = async (headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/api/analysis/history/', headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = historyResponseSchema.parse(res.json());
  return Array.isArray(body) ? body : body.results;
};

describe('X-Api-Key on the native API', () => {
  test("analyze files the analysis under the key's owner: it is in their history and readable with the key", async () => {
    const { key } = await createKeyViaApi(app, owner.access_token);
    const res = await analyzeWith(key);
    expect(res.statusCode, res.body).toBe(200);
    const { analysis_id } = analyzeResponseSchema.parse(res.json());

    expect((await historyOf(authHeader(owner.access_token))).map((a) => a.id)).toContain(analysis_id);
    expect((await historyOf({ 'x-api-key': key })).map((a) => a.id)).toContain(analysis_id);
    const read = await withKey(app, key, { method: 'GET', url: `/api/analysis/analyses/${analysis_id}/` });
    expect(read.statusCode, read.body).toBe(200);
    expect(analysisSchema.parse(read.json())).toMatchObject({ id: analysis_id, user: owner.user.id });
    for (const part of ['word_contributions', 'result']) {
      expect(
        (await withKey(app, key, { method: 'GET', url: `/api/analysis/analyses/${analysis_id}/${part}/` })).statusCode,
      ).toBe(200);
    }
  });

  test('batches: create, append, read the rows and delete with a key, under the owner', async () => {
    const { key } = await createKeyViaApi(app, owner.access_token);
    const created = await withKey(app, key, {
      method: 'POST',
      url: '/api/analysis/batches/',
      payload: { texts: [ANALYZE_BODY.text, 'ঢাকায় আজ সারাদিন বৃষ্টি হয়েছে।'], name: 'from a program' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { batch } = batchWriteResponseSchema.parse(created.json());
    const appended = await withKey(app, key, {
      method: 'POST',
      url: `/api/analysis/batches/${batch.id}/rows/`,
      payload: { texts: ['মায়ের হাতের রান্না সবচেয়ে ভালো লাগে।'] },
    });
    expect(appended.statusCode, appended.body).toBe(200);
    const rows = await withKey(app, key, { method: 'GET', url: `/api/analysis/batches/${batch.id}/rows/` });
    expect(rows.statusCode).toBe(200);
    // The owner sees the same batch with their own session.
    const mine = await app.inject({
      method: 'GET',
      url: `/api/analysis/batches/${batch.id}/`,
      headers: authHeader(owner.access_token),
    });
    expect(mine.statusCode).toBe(200);
    expect((await withKey(app, key, { method: 'DELETE', url: `/api/analysis/batches/${batch.id}/` })).statusCode).toBe(
      204,
    );
  });

  test("an admin's key reads only its owner's analyses, not other people's (admin rights stay with the person)", async () => {
    const { key } = await createKeyViaApi(app, admin.access_token);
    const theirs = await app.inject({
      method: 'POST',
      url: ANALYZE,
      payload: ANALYZE_BODY,
      headers: authHeader(owner.access_token),
    });
    const id = analyzeResponseSchema.parse(theirs.json()).analysis_id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/analysis/analyses/${id}/`,
          headers: authHeader(admin.access_token),
        })
      ).statusCode,
    ).toBe(200);
    expect((await withKey(app, key, { method: 'GET', url: `/api/analysis/analyses/${id}/` })).statusCode).toBe(403);
  });

  test('a bad, unknown or revoked key is a 401 with its own message, also on routes open to anonymous callers', async () => {
    for (const key of ['nonsense', `shb_${'A'.repeat(40)}`, '']) {
      const res = await analyzeWith(key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Unauthorized', message: API_KEY_MESSAGES.invalidKey });
    }
  });

  test('a key together with a bearer token is a 400', async () => {
    const { key } = await createKeyViaApi(app, owner.access_token);
    const res = await withKey(app, key, {
      method: 'POST',
      url: ANALYZE,
      payload: ANALYZE_BODY,
      headers: authHeader(owner.access_token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: API_KEY_MESSAGES.bothCredentials });
  });

  test('deactivating the owner stops the key at the very next request; reactivating lets it work again', async () => {
    const user = await createUser(app);
    const { key } = await createKeyViaApi(app, user.access_token);
    expect((await analyzeWith(key)).statusCode).toBe(200);
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: authHeader(admin.access_token),
        payload: { user_ids: [user.user.id] },
      });
    expect((await post('/api/users/users/bulk_deactivate/')).statusCode).toBe(200);
    expect((await analyzeWith(key)).statusCode).toBe(401);
    expect((await post('/api/users/users/bulk_activate/')).statusCode).toBe(200);
    expect((await analyzeWith(key)).statusCode).toBe(200);
  });

  test("a password change keeps the owner's keys working (docs/privacy.md)", async () => {
    const user = await createUser(app);
    const { key } = await createKeyViaApi(app, user.access_token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/users/me/password/',
      headers: authHeader(user.access_token),
      payload: {
        current_password: user.password,
        new_password: 'another-secret-7',
        new_password_confirm: 'another-secret-7',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await analyzeWith(key)).statusCode).toBe(200);
  });
});

describe('routes a key may not call', () => {
  test.each([
    ['GET', '/api/auth/user/'],
    ['PATCH', '/api/users/users/me/'],
    ['POST', '/api/users/users/me/password/'],
    ['GET', '/api/users/users/me/api_keys/'],
    ['POST', '/api/users/users/me/api_keys/'],
    ['POST', '/api/auth/logout/'],
    ['POST', '/api/auth/token/refresh/'],
    ['GET', '/api/analytics/users_dashboard/'],
    ['GET', '/api/analysis/analyses/export/'],
  ])("%s %s answers 403 even with an admin's valid key", async (method, url) => {
    const { key } = await createKeyViaApi(app, admin.access_token);
    const res = await withKey(app, key, {
      method: method as HTTPMethods,
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: API_KEY_MESSAGES.keyNotAllowed });
  });

  test('every /api route either allows keys or refuses an admin key with 403 (generated from the route table)', async () => {
    await app.ready();
    const { key } = await createKeyViaApi(app, admin.access_token);
    // The Perspective-compatible API (issue 32, its own branch) takes its keys its own way.
    const native = app.apiRouteAccess.filter((r) => !r.url.startsWith('/api/perspective/'));
    const allowed = native.filter((r) => r.apiKey && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    // The allowed set is explicit: analysing, batches, reading one's own analyses, and the model list.
    expect(allowed.sort()).toEqual(
      [
        'DELETE /api/analysis/batches/:id/',
        'GET /api/analysis/analyses/:id/',
        'GET /api/analysis/analyses/:id/get_anonymous_analysis/',
        'GET /api/analysis/analyses/:id/result/',
        'GET /api/analysis/analyses/:id/word_contributions/',
        'GET /api/analysis/batches/',
        'GET /api/analysis/batches/:id/',
        'GET /api/analysis/batches/:id/rows/',
        'GET /api/analysis/history/',
        'GET /api/models/ai-models/',
        'GET /api/models/ai-models/:id/performance/',
        'POST /api/analysis/analyses/analyze/',
        'POST /api/analysis/batches/',
        'POST /api/analysis/batches/:id/rows/',
      ].sort(),
    );
    const failures: string[] = [];
    for (const route of native.filter((r) => !r.apiKey && r.method !== 'HEAD')) {
      const url = route.url.replace(/:[^/]+/g, randomUUID()).replace(/\*$/, 'x');
      const res = await withKey(app, key, {
        method: route.method as HTTPMethods,
        url,
        ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
