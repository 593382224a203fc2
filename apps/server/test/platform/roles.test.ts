import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  app = await buildTestApp();
  // Test-only routes guarded the way later admin routes are.
  for (const role of ROLES) {
    app.get(`/api/test-only/${role}`, { preHandler: app.requireRole(role) }, async () => ({ ok: true }));
  }
  app.get('/api/test-only/any', { preHandler: app.authenticate }, async (request) => ({ user: request.user }));
  for (const role of ROLES) tokens[role] = (await createUser(app, { role })).access_token;
});
afterAll(() => app.close());

// SPEC.md section 6: exact role; 'user' is met by moderator and admin; 'moderator' by admin.
const expected: Record<Role, Record<Role, number>> = {
  user: { user: 200, moderator: 200, admin: 200 },
  moderator: { user: 403, moderator: 200, admin: 200 },
  admin: { user: 403, moderator: 403, admin: 200 },
};

describe('requireRole', () => {
  for (const required of ROLES) {
    for (const holder of ROLES) {
      test(`${required} route, ${holder} caller: ${expected[required][holder]}`, async () => {
        const res = await app.inject({ method: 'GET', url: `/api/test-only/${required}`, headers: authHeader(tokens[holder]) });
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

describe('authenticate', () => {
  test('sets request.user from the token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/any', headers: authHeader(tokens.moderator) });
    expect(res.json().user).toMatchObject({ role: 'moderator' });
  });

  test('401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test-only/any' })).statusCode).toBe(401);
  });
});
