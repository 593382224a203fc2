import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, authResponseSchema, PASSWORD_MESSAGES } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const change = (token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/users/users/me/password/',
    headers: token ? authHeader(token) : {},
    payload: payload as object,
  });
const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

describe('POST /api/users/users/me/password/', () => {
  test('changes the password, ends every other session and answers a fresh one', async () => {
    const { user, password, access_token, refresh_token } = await createUser(app);
    const other = await createUser(app, { username: `${user.username}_x` }); // another account keeps its session
    const res = await change(access_token, {
      current_password: password,
      new_password: 'a-new-secret-9',
      new_password_confirm: 'a-new-secret-9',
      remember_me: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = authResponseSchema.parse(res.json());
    expect(session).toMatchObject({ remember_me: true, user: { username: user.username } });

    expect((await refresh(refresh_token)).statusCode).toBe(401); // the old session (another device) is over
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    expect((await login(user.username, password)).statusCode).toBe(401);
    expect((await login(user.username, 'a-new-secret-9')).statusCode).toBe(200);
  });

  test('refuses a wrong current password with a field error and keeps the old one', async () => {
    const { user, password, access_token } = await createUser(app);
    const res = await change(access_token, {
      current_password: 'not-it',
      new_password: 'a-new-secret-9',
      new_password_confirm: 'a-new-secret-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PASSWORD_MESSAGES.currentWrong,
      details: { current_password: [PASSWORD_MESSAGES.currentWrong] },
    });
    expect((await login(user.username, password)).statusCode).toBe(200);
  });

  test.each([
    [
      { current_password: 'x', new_password: '', new_password_confirm: '' },
      'new_password',
      AUTH_MESSAGES.signupRequired,
    ],
    [
      { current_password: 'x', new_password: 'long-enough-1', new_password_confirm: 'long-enough-2' },
      'new_password_confirm',
      AUTH_MESSAGES.passwordsMismatch,
    ],
    [
      { current_password: 'x', new_password: 'short', new_password_confirm: 'short' },
      'new_password',
      AUTH_MESSAGES.passwordTooShort,
    ],
    [
      { current_password: 'same-password', new_password: 'same-password', new_password_confirm: 'same-password' },
      'new_password',
      PASSWORD_MESSAGES.sameAsCurrent,
    ],
  ])('checks the sign-up rules first: %o', async (payload, field, message) => {
    const { access_token } = await createUser(app);
    const res = await change(access_token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ [field]: [message] });
  });

  test('needs a signed-in user and refuses unknown fields', async () => {
    const body = { current_password: 'a', new_password: 'long-enough-1', new_password_confirm: 'long-enough-1' };
    expect((await change(undefined, body)).statusCode).toBe(401);
    const { access_token } = await createUser(app);
    expect((await change(access_token, { ...body, role: 'admin' })).statusCode).toBe(400);
  });
});
