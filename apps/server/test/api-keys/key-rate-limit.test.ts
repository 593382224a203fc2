import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiKeyListSchema, TRANSPORT_MESSAGES } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { ANALYZE, ANALYZE_BODY, createKeyViaApi, withKey } from './helpers';

const LIMIT = 3;
let app: FastifyInstance;
let owner: CreatedUser;
beforeAll(async () => {
  app = await buildTestApp({ apiKeyRateLimit: LIMIT });
  owner = await createUser(app);
});
afterAll(() => app.close());

const history = (key: string) => withKey(app, key, { method: 'GET', url: '/api/analysis/history/' });

describe('SHOBDO_API_KEY_RATE_LIMIT', () => {
  test('a key gets its limit a minute, then 429 with Retry-After and RateLimit headers, on every route together', async () => {
    const { key } = await createKeyViaApi(app, owner.access_token);
    const first = await withKey(app, key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': String(LIMIT),
      'x-ratelimit-remaining': String(LIMIT - 1),
    });
    for (let i = 1; i < LIMIT; i++) expect((await history(key)).statusCode).toBe(200);

    const refused = await history(key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: TRANSPORT_MESSAGES.tooManyRequests });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': String(LIMIT), 'x-ratelimit-remaining': '0' });
    expect(Number(refused.headers['x-ratelimit-reset'])).toBe(retryAfter);
  });

  test("the limit is per key: the owner's other key and their own session go on; refused requests are not counted", async () => {
    const spent = await createKeyViaApi(app, owner.access_token, 'spent');
    const fresh = await createKeyViaApi(app, owner.access_token, 'fresh');
    for (let i = 0; i < LIMIT + 2; i++) await history(spent.key);
    expect((await history(fresh.key)).statusCode).toBe(200);
    const session = await app.inject({
      method: 'GET',
      url: '/api/analysis/history/',
      headers: authHeader(owner.access_token),
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['x-ratelimit-limit']).toBeUndefined();

    const res = await app.inject({
      method: 'GET',
      url: '/api/users/users/me/api_keys/',
      headers: authHeader(owner.access_token),
    });
    const counts = Object.fromEntries(apiKeyListSchema.parse(res.json()).map((k) => [k.name, k.request_count]));
    expect(counts).toMatchObject({ spent: LIMIT, fresh: 1 });
  });
});
