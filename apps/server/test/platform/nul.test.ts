import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';

/** PostgreSQL text cannot hold U+0000: every request carrying one is a 400, never a 500. */
const NUL = 'a\u0000b';
const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  const route = app.withTypeProvider<ZodTypeProvider>();
  // Test-only routes that hand the database a value it refuses, past every validation.
  route.get('/api/test-only/db-cast', { schema: { querystring: z.object({ n: z.string() }) } }, async (request) => {
    await app.db.execute(sql`select ${request.query.n}::int as n`);
    return { ok: true };
  });
  route.get('/api/test-only/db-nul', async () => {
    await app.db.execute(sql`select ${'x\u0000y'}::text as t`);
    return { ok: true };
  });
});
afterAll(() => app.close());

function expectNulRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = apiErrorSchema.parse(res.json());
  expect(body).toMatchObject({ error: 'Bad Request', message: 'Invalid input. Please check your data.' });
  expect(body.details?.[field]).toEqual([NUL_MESSAGE]);
}

const register = {
  username: 'nulname',
  email: 'nul@example.com',
  password: 'correct horse battery',
  password_confirm: 'correct horse battery',
  country: 'Bangladesh',
  full_name: 'Nul Person',
  age: '30',
};

describe('NUL characters', () => {
  test('login with a NUL in the username or password: 400', async () => {
    for (const field of ['username', 'password']) {
      const payload = { username: 'someone', password: 'whatever-password', [field]: NUL };
      expectNulRefused(await app.inject({ method: 'POST', url: '/api/auth/login/', payload }), field);
    }
  });

  test.each(Object.keys(register))('register with a NUL in %s: 400', async (field) => {
    const payload = { ...register, [field]: NUL };
    if (field === 'password') payload.password_confirm = NUL;
    expectNulRefused(await app.inject({ method: 'POST', url: '/api/auth/register/', payload }), field);
  });

  test('profile update with a NUL in full_name or country: 400, and nothing changes', async () => {
    const { access_token, user } = await createUser(app);
    for (const field of ['full_name', 'country', 'email']) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/users/users/me/',
        headers: authHeader(access_token),
        payload: { [field]: NUL },
      });
      expectNulRefused(res, field);
    }
    const after = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(access_token) });
    expect(after.json()).toEqual(user);
  });

  test('anonymous profile update with a NUL is still a 401 first', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/users/users/me/', payload: { full_name: NUL } });
    expect(res.statusCode).toBe(401);
  });

  test('nested values, keys, a bare string body and query strings are covered too', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'x', password: 'y', extra: { list: ['ok', NUL] } },
    });
    expectNulRefused(nested, 'extra.list.1');
    const key = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'x', password: 'y', ['k\u0000']: 1 },
    });
    expectNulRefused(key, 'non_field_errors');
    const bare = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(NUL),
    });
    expectNulRefused(bare, 'non_field_errors');
    const { access_token } = await createUser(app);
    const query = await app.inject({
      method: 'GET',
      url: '/api/analysis/history/?date_from=%00',
      headers: authHeader(access_token),
    });
    expectNulRefused(query, 'date_from');
  });

  test('a deeply nested body is checked without overflowing', async () => {
    const deep = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username": "x", "password": "y", "deep": ${deep}}`,
    });
    expect(res.statusCode).toBe(400);
  });

  test('the analyzed text keeps its NUL-to-U+FFFD mapping (spans stay aligned)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/analyze/',
      payload: { text: `ভালো\u0000খবর` },
    });
    expect(res.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/analyze/',
      payload: { text: 'ভালো', model_id: NUL },
    });
    expectNulRefused(refused, 'model_id');
  });
});

describe('database data exceptions (SQLSTATE class 22) that still escape', () => {
  test('an invalid cast is a 400 in the standard shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/db-cast?n=not-a-number' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Invalid input. Please check your data.' });
  });

  test('a NUL reaching the database is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/db-nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Invalid input. Please check your data.' });
  });
});
