import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACTIVITY_TYPES, activityResponseSchema, apiErrorSchema } from '@shobdo/contracts';
import { activityLogs, users } from '../../src/db/schema';
import { authHeader, buildTestApp, createUser } from '../helper';

const URL = '/api/analytics/activities/';
const TOO_MANY = { error: 'Too Many Requests', message: 'Too many attempts. Please wait a minute and try again.' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: URL,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function stored(id: string) {
  const [row] = await app.db.select().from(activityLogs).where(eq(activityLogs.id, id));
  return row!;
}

describe('POST /api/analytics/activities/', () => {
  test("records a signed-in user's activity as the web app sends it on logout", async () => {
    const { access_token, user } = await createUser(app);
    const res = await post(
      { activity_type: 'logout', description: 'User logged out', metadata: {} },
      authHeader(access_token),
    );
    expect(res.statusCode).toBe(201);
    const body = activityResponseSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['activity_type', 'created_at', 'id']);
    expect(body.activity_type).toBe('logout');
    expect(Date.parse(body.created_at)).not.toBeNaN();
    const row = await stored(body.id);
    expect(row).toMatchObject({
      userId: user.id,
      activityType: 'logout',
      description: 'User logged out',
      metadata: {},
    });
  });

  test('accepts an anonymous activity with no user, and metadata as an object', async () => {
    const res = await post({
      activity_type: 'page_view',
      metadata: { page: '/about', lang: 'bn', nested: { n: 1, list: [1, 'দুই'] } },
    });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row).toMatchObject({
      userId: null,
      activityType: 'page_view',
      description: '',
      metadata: { page: '/about', lang: 'bn', nested: { n: 1, list: [1, 'দুই'] } },
    });
  });

  test.each(ACTIVITY_TYPES)('accepts the activity type %s', async (type) => {
    const res = await post({ activity_type: type });
    expect(res.statusCode).toBe(201);
    expect(res.json().activity_type).toBe(type);
  });

  test('never takes the user from the body: user_id is an unknown field', async () => {
    const victim = await createUser(app);
    const res = await post({ activity_type: 'login', user_id: victim.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ user_id: ['Unknown field.'] });
    const rows = await app.db.select().from(activityLogs).where(eq(activityLogs.userId, victim.user.id));
    expect(rows).toEqual([]);
  });

  test.each([
    ['a missing activity type', { description: 'x' }, 'activity_type'],
    ['an unknown activity type', { activity_type: 'hacking' }, 'activity_type'],
    ['a description over 500 characters', { activity_type: 'export', description: 'x'.repeat(501) }, 'description'],
    ['metadata that is not an object', { activity_type: 'export', metadata: [1, 2] }, 'metadata'],
    ['metadata over 4096 characters', { activity_type: 'export', metadata: { blob: 'x'.repeat(5000) } }, 'metadata'],
    [
      'metadata nested too deeply',
      { activity_type: 'export', metadata: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } },
      'metadata',
    ],
    ['a NUL character in the description', { activity_type: 'export', description: 'a\u0000b' }, 'description'],
    ['a NUL character in the metadata', { activity_type: 'export', metadata: { note: 'a\u0000b' } }, 'metadata.note'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.details?.[field]).toHaveLength(1);
  });

  test('exactly 500 characters of description are accepted', async () => {
    const res = await post({ activity_type: 'settings', description: 'ক'.repeat(500) });
    expect(res.statusCode).toBe(201);
  });

  test('a bad token is a 401, not an anonymous entry', async () => {
    const res = await post({ activity_type: 'logout' }, authHeader('not-a-token'));
    expect(res.statusCode).toBe(401);
  });

  test("a deleted account's still-valid token is a 401", async () => {
    const { access_token, user } = await createUser(app);
    await app.db.delete(users).where(eq(users.id, user.id));
    const res = await post({ activity_type: 'logout' }, authHeader(access_token));
    expect(res.statusCode).toBe(401);
  });

  test("a user's entries go when the account is deleted", async () => {
    const { access_token, user } = await createUser(app);
    const { id } = (await post({ activity_type: 'login' }, authHeader(access_token))).json();
    await app.db.delete(users).where(eq(users.id, user.id));
    expect(await app.db.select().from(activityLogs).where(eq(activityLogs.id, id))).toEqual([]);
  });

  test('works without the trailing slash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/activities',
      payload: { activity_type: 'page_view' },
    });
    expect(res.statusCode).toBe(201);
  });

  test('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/analytics/activities/'].post;
    expect(op.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
  });
});

describe('activity rate limit (SHOBDO_ACTIVITY_RATE_LIMIT per minute per address)', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ activityRateLimit: 3 });
  });
  afterAll(() => limited.close());

  test('answers 429 JSON after the limit, counted per client address', async () => {
    const attempt = (ip: string) =>
      limited.inject({ method: 'POST', url: URL, remoteAddress: ip, payload: { activity_type: 'page_view' } });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(201);
    const res = await attempt('10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('10.0.0.2')).statusCode).toBe(201);
  });

  test('the default is a generous 120 a minute', async () => {
    const { resolveConfig } = await import('../../src/config');
    expect(resolveConfig({ SHOBDO_SECRET: 'x'.repeat(32) }).activityRateLimit).toBe(120);
  });
});
