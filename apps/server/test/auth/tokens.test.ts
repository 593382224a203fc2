import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { ACCOUNT_MESSAGES, refreshResponseSchema } from '@shobdo/contracts';
import { updateUser } from '../../src/services/users/queries/users';
import { authHeader, buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const me = (token?: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user/', headers: token ? authHeader(token) : {} });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const logout = (payload?: object) => app.inject({ method: 'POST', url: '/api/auth/logout/', payload });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

describe('GET /api/auth/user/', () => {
  test('answers the signed-in user', async () => {
    const { user, access_token } = await createUser(app);
    const res = await me(access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
  });

  test('401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Unauthorized. Please log in again.' });
  });

  test('401 for a malformed, a forged and an expired token', async () => {
    const { access_token } = await createUser(app);
    const forged = await new SignJWT({ role: 'admin', username: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await me('garbage')).statusCode).toBe(401);
    expect((await me(forged)).statusCode).toBe(401);
    const basic = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
    travel(16 * MINUTE);
    expect((await me(access_token)).statusCode).toBe(401);
  });

  test('a present but invalid token is refused even on a public route, so the client refreshes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/', headers: authHeader('expired') });
    expect(res.statusCode).toBe(401);
  });

  test('401 once the account is deactivated', async () => {
    const { user, access_token } = await createUser(app);
    await updateUser(app.db, user.id, { status: 'inactive' });
    expect((await me(access_token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/token/refresh/', () => {
  test('rotates: a new access token and a new refresh token', async () => {
    const { refresh_token } = await createUser(app);
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(200);
    const body = refreshResponseSchema.parse(res.json());
    expect(body.refresh).not.toBe(refresh_token);
    expect((await me(body.access)).statusCode).toBe(200);
    expect((await refresh(body.refresh)).statusCode).toBe(200);
  });

  test('reusing a rotated token revokes the whole family', async () => {
    const { refresh_token } = await createUser(app);
    const next = (await refresh(refresh_token)).json().refresh;
    const reuse = await refresh(refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(ACCOUNT_MESSAGES.refreshFailed);
    // The thief's replay also ends the legitimate holder's session.
    expect((await refresh(next)).statusCode).toBe(401);
  });

  test('another login of the same user is a separate family and survives', async () => {
    const created = await createUser(app, { password: 'password123' });
    const other = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: created.user.username, password: 'password123' },
      })
    ).json().refresh_token;
    await refresh(created.refresh_token);
    await refresh(created.refresh_token);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  test('two concurrent uses of one token: at most one succeeds', async () => {
    const { refresh_token } = await createUser(app);
    const results = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
  });

  test('a refresh token lives 24 hours without remember_me', async () => {
    const { refresh_token } = await createUser(app);
    travel(25 * HOUR);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  test('with remember_me it lives 30 days', async () => {
    const { refresh_token } = await createUser(app, { rememberMe: true });
    travel(25 * HOUR);
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 31 * 24 * HOUR);
    expect((await refresh(res.json().refresh)).statusCode).toBe(401);
  });

  test('an unknown token is a 401 and a missing one a 400', async () => {
    expect((await refresh('never-issued')).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('refresh');
  });

  test('refused for a deactivated account', async () => {
    const { user, refresh_token } = await createUser(app);
    await updateUser(app.db, user.id, { status: 'inactive' });
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  test('the new access token carries the current role', async () => {
    const { user, refresh_token } = await createUser(app);
    await updateUser(app.db, user.id, { role: 'moderator' });
    const { access } = (await refresh(refresh_token)).json();
    expect((await me(access)).json().role).toBe('moderator');
    expect(JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).role).toBe('moderator');
  });
});

describe('POST /api/auth/logout/', () => {
  test('revokes the session: its refresh token and every rotated successor stop working', async () => {
    const { refresh_token } = await createUser(app);
    const next = (await refresh(refresh_token)).json().refresh;
    const res = await logout({ refresh_token: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.loggedOut });
    expect((await refresh(next)).statusCode).toBe(401);
  });

  test('works with an expired access token and without a body', async () => {
    const { access_token } = await createUser(app);
    travel(20 * MINUTE);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: authHeader(access_token) });
    expect(res.statusCode).toBe(200);
  });

  test('an unknown token is accepted silently; a wrong type is a 400', async () => {
    expect((await logout({ refresh_token: 'unknown' })).statusCode).toBe(200);
    expect((await logout({ refresh_token: 5 })).statusCode).toBe(400);
  });
});
