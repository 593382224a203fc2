import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES, type Role } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  app = await buildTestApp();
  // Test-only routes guarded the way the API's are: by their declared access rule alone.
  for (const role of ROLES) {
    app.get(`/api/test-only/${role}`, { config: { access: role } }, async () => ({ ok: true }));
  }
  app.get('/api/test-only/any', { config: { access: 'user' } }, async (request) => ({ user: request.user }));
  // The derived guard runs before the body is parsed and validated, whatever other hooks the route has.
  const body = z.object({ name: z.string().min(3) }).strict();
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post('/api/test-only/validated-admin', { config: { access: 'admin' }, schema: { body } }, async () => ({
    ok: true,
  }));
  route.post(
    '/api/test-only/pre-handler-moderator',
    { config: { access: 'moderator' }, preHandler: [async () => {}], schema: { body } },
    async () => ({ ok: true }),
  );
  route.post('/api/test-only/validated-any', { config: { access: 'user' }, schema: { body } }, async () => ({
    ok: true,
  }));
  for (const role of ROLES) tokens[role] = (await createUser(app, { role })).access_token;
});
afterAll(() => app.close());

// docs/product/api.md#roles: exact role; 'user' is met by moderator and admin; 'moderator' by admin.
const expected: Record<Role, Record<Role, number>> = {
  user: { user: 200, moderator: 200, admin: 200 },
  moderator: { user: 403, moderator: 200, admin: 200 },
  admin: { user: 403, moderator: 403, admin: 200 },
};

describe('the guard derived from config.access', () => {
  for (const required of ROLES) {
    for (const holder of ROLES) {
      test(`${required} route, ${holder} caller: ${expected[required][holder]}`, async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/test-only/${required}`,
          headers: authHeader(tokens[holder]),
        });
        expect(res.statusCode).toBe(expected[required][holder]);
      });
    }
    test(`${required} route, no token: 401`, async () => {
      const res = await app.inject({ method: 'GET', url: `/api/test-only/${required}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Unauthorized. Please log in again.' });
    });
  }

  test('an admin route refused to a user says admin privileges are required', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/admin', headers: authHeader(tokens.user) });
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'Access denied. Admin privileges required.' });
  });
});

describe("access 'user'", () => {
  test('sets request.user from the token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/any', headers: authHeader(tokens.moderator) });
    expect(res.json().user).toMatchObject({ role: 'moderator' });
  });

  test('401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test-only/any' })).statusCode).toBe(401);
  });
});

describe('guards run before body parsing and validation', () => {
  const urls = [
    '/api/test-only/validated-admin',
    '/api/test-only/pre-handler-moderator',
    '/api/test-only/validated-any',
  ];
  const bad = { name: 1, unknown: true };

  test.each(urls)('%s: no token and a bad body is a 401', async (url) => {
    const res = await app.inject({ method: 'POST', url, payload: bad });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Unauthorized. Please log in again.' });
    const malformed = await app.inject({
      method: 'POST',
      url,
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  test.each(urls.slice(0, 2))('%s: the wrong role and a bad body is a 403', async (url) => {
    const res = await app.inject({ method: 'POST', url, payload: bad, headers: authHeader(tokens.user) });
    expect(res.statusCode).toBe(403);
  });

  test.each(urls)('%s: with the right role the body is validated', async (url) => {
    const refused = await app.inject({ method: 'POST', url, payload: bad, headers: authHeader(tokens.admin) });
    expect(refused.statusCode).toBe(400);
    const accepted = await app.inject({
      method: 'POST',
      url,
      payload: { name: 'abc' },
      headers: authHeader(tokens.admin),
    });
    expect(accepted.statusCode).toBe(200);
  });
});
