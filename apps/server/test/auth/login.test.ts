import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, authResponseSchema } from '@shobdo/contracts';
import { updateUser } from '../../src/services/users/queries/users';
import { buildTestApp, createUser, type CreatedUser } from '../helper';

let app: FastifyInstance;
let rahim: CreatedUser;
beforeAll(async () => {
  app = await buildTestApp();
  rahim = await createUser(app, { username: 'Rahim', email: 'rahim@example.com', password: 'password123' });
});
afterAll(() => app.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: payload as object, headers });

describe('POST /api/auth/login/', () => {
  test('signs in with the username, in any case', async () => {
    const res = await login({ username: 'rahim', password: 'password123' });
    expect(res.statusCode).toBe(200);
    const data = authResponseSchema.parse(res.json());
    expect(data.user.id).toBe(rahim.user.id);
    expect(data.remember_me).toBe(false);
  });

  test('signs in with the email and keeps remember_me', async () => {
    const res = await login({ username: 'RAHIM@example.com', password: 'password123', remember_me: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().remember_me).toBe(true);
  });

  test('issues a 15-minute HS256 access token naming the user and role', async () => {
    const { access_token } = (await login({ username: 'rahim', password: 'password123' })).json();
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({ sub: rahim.user.id, role: 'user', username: 'Rahim' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(JSON.parse(Buffer.from(access_token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  test('a wrong password and an unknown user get the same 401', async () => {
    const wrong = await login({ username: 'rahim', password: 'password124' });
    const unknown = await login({ username: 'nobody', password: 'password123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: ACCOUNT_MESSAGES.invalidCredentials });
    }
  });

  const missing: [string, unknown][] = [
    ['no username', { password: 'password123' }],
    ['no password', { username: 'rahim' }],
    ['blank username', { username: '  ', password: 'password123' }],
    ['empty password', { username: 'rahim', password: '' }],
    ['numbers instead of text', { username: 1, password: 2 }],
  ];
  test.each(missing)('%s: 400 "Please fill in all fields."', async (_name, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.loginRequired);
  });

  test('remember_me must be a boolean', async () => {
    const res = await login({ username: 'rahim', password: 'password123', remember_me: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('remember_me');
  });

  test('an inactive account cannot sign in (403 with a clear message)', async () => {
    const idle = await createUser(app, { password: 'password123' });
    await updateUser(app.db, idle.user.id, { status: 'inactive' });
    const res = await login({ username: idle.user.username, password: 'password123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.inactive);
  });

  test('ignores a stale Authorization header', async () => {
    const res = await login({ username: 'rahim', password: 'password123' }, { authorization: 'Bearer stale' });
    expect(res.statusCode).toBe(200);
  });
});
