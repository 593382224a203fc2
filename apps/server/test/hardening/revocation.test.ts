import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { revokeAllSessionsOf } from '../../src/services/auth/queries/refresh-tokens';
import { authHeader, buildTestApp, createUser } from '../helper';

/**
 * Gap 4: after logout, a password change, deactivation or a role change the old access token fails
 * at the very next request (not when it expires 15 minutes later).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const ME = '/api/auth/user/';
const HISTORY = '/api/analysis/history/';
const ANALYZE = '/api/analysis/analyses/analyze/';

async function expectWorks(token: string) {
  const res = await app.inject({ method: 'GET', url: ME, headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
}

async function expectRevoked(token: string) {
  for (const [method, url, payload] of [
    ['GET', ME, undefined],
    ['GET', HISTORY, undefined],
    ['POST', ANALYZE, { text: 'তুমি খুব ভালো মানুষ', model_id: 'shobdo-v1' }],
  ] as const) {
    const res = await app.inject({ method, url, payload, headers: authHeader(token) });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Unauthorized. Please log in again.' });
  }
}

describe('immediate revocation', () => {
  test('logout ends the access token of that session, not of the other ones', async () => {
    const first = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: first.user.username, password: first.password },
    });
    const second = login.json();
    await expectWorks(first.access_token);
    await app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh_token: first.refresh_token } });
    await expectRevoked(first.access_token);
    await expectWorks(second.access_token);
  });

  test('a password change ends every older access token; the new one works', async () => {
    const u = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/users/me/password/',
      headers: authHeader(u.access_token),
      payload: {
        current_password: u.password,
        new_password: 'another good passphrase',
        new_password_confirm: 'another good passphrase',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectRevoked(u.access_token);
    await expectWorks(res.json().access_token);
  });

  test('deactivation (users.status = inactive) stops the token and its refresh', async () => {
    const u = await createUser(app);
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, u.user.id));
    await expectRevoked(u.access_token);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: u.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    // Reactivated, the old session stays ended: the failed refresh revoked it.
    await app.db.update(users).set({ status: 'active' }).where(eq(users.id, u.user.id));
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: u.refresh_token },
    });
    expect(again.statusCode).toBe(401);
  });

  test('a role change stops tokens that name the old role; a refresh signs the new one', async () => {
    const u = await createUser(app, { role: 'moderator' });
    await app.db.update(users).set({ role: 'user' }).where(eq(users.id, u.user.id));
    await expectRevoked(u.access_token);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: u.refresh_token },
    });
    expect(refresh.statusCode).toBe(200);
    await expectWorks(refresh.json().access);
  });

  test('revokeAllSessionsOf (what account administration calls) stops every token of the user', async () => {
    const u = await createUser(app);
    await expectWorks(u.access_token);
    await revokeAllSessionsOf(app.db, u.user.id);
    await expectRevoked(u.access_token);
  });

  test('a refreshed access token keeps working while its family rotates', async () => {
    const u = await createUser(app);
    let refresh = u.refresh_token;
    let access: string;
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
      expect(res.statusCode).toBe(200);
      ({ access, refresh } = res.json());
      await expectWorks(access);
      // The older access token of the same session keeps working until it expires: same session.
      await expectWorks(u.access_token);
    }
  });

  test('a deleted user’s token fails', async () => {
    const u = await createUser(app);
    await app.db.delete(users).where(eq(users.id, u.user.id));
    await expectRevoked(u.access_token);
  });
});
