import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, FIELD_MESSAGES, authResponseSchema } from '@shobdo/contracts';
import { users } from '../../src/db/schema';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let n = 0;
function signup(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    username: `rahim${n}`,
    email: `rahim${n}@example.com`,
    password: 'password123',
    password_confirm: 'password123',
    ...overrides,
  };
}
const register = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/register/', payload: payload as object });

describe('POST /api/auth/register/', () => {
  test('creates a user with role user and answers tokens and the user', async () => {
    const body = signup({ country: 'Bangladesh', age: 25, preferred_language: 'en', full_name: 'Rahim Uddin' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const data = authResponseSchema.parse(res.json());
    expect(data.user).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'user',
      role_display: 'User',
      preferred_language: 'en',
      language: 'English',
      country: 'Bangladesh',
      age: 25,
      full_name: 'Rahim Uddin',
      status: 'active',
      status_color: 'green',
      analysis_count: 0,
      last_analysis: null,
    });
    expect(data.remember_me).toBe(false);
    expect(res.json().user).not.toHaveProperty('password');
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(me.json().username).toBe(body.username);
  });

  test('stores the password as an argon2id hash', async () => {
    const body = signup();
    await register(body);
    const [row] = await app.db.select().from(users).where(eq(users.username, body.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  test('defaults preferred_language to bn and accepts the age as form text', async () => {
    const res = await register(signup({ age: '30' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ preferred_language: 'bn', age: 30 });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing username', { username: undefined }, 'username', AUTH_MESSAGES.signupRequired],
    ['blank username', { username: '   ' }, 'username', AUTH_MESSAGES.signupRequired],
    ['missing email', { email: undefined }, 'email', AUTH_MESSAGES.signupRequired],
    ['empty password', { password: '' }, 'password', AUTH_MESSAGES.signupRequired],
    ['missing confirmation', { password_confirm: undefined }, 'password_confirm', AUTH_MESSAGES.signupRequired],
    ['passwords differ', { password_confirm: 'password124' }, 'password_confirm', AUTH_MESSAGES.passwordsMismatch],
    [
      'short password',
      { password: 'short12', password_confirm: 'short12' },
      'password',
      AUTH_MESSAGES.passwordTooShort,
    ],
    ['email without domain', { email: 'rahim@example' }, 'email', AUTH_MESSAGES.invalidEmail],
    ['age below 13', { age: 12 }, 'age', AUTH_MESSAGES.invalidAge],
    ['age above 120', { age: 121 }, 'age', AUTH_MESSAGES.invalidAge],
    ['fractional age', { age: 20.5 }, 'age', AUTH_MESSAGES.invalidAge],
    ['age as words', { age: 'twenty' }, 'age', AUTH_MESSAGES.invalidAge],
    ['username with a space', { username: 'rahim uddin' }, 'username', ACCOUNT_MESSAGES.usernameShape],
    ['username with @', { username: 'rahim@home' }, 'username', ACCOUNT_MESSAGES.usernameShape],
  ];
  test.each(cases)('%s: 400 with the form message for %s', async (_name, overrides, field, message) => {
    const res = await register(signup(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message, details: { [field]: [message] } });
  });

  test('checks in the order of the form: required fields before the password match', async () => {
    const res = await register(signup({ email: '', password_confirm: 'different1' }));
    expect(res.json().message).toBe(AUTH_MESSAGES.signupRequired);
  });

  test('a taken username (any case) is a 400 naming the username', async () => {
    const first = signup();
    await register(first);
    const res = await register(signup({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: ACCOUNT_MESSAGES.usernameTaken,
      details: { username: [ACCOUNT_MESSAGES.usernameTaken] },
    });
  });

  test('a taken email (any case) is a 400 naming the email', async () => {
    const first = signup();
    await register(first);
    const res = await register(signup({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.emailTaken,
      details: { email: [ACCOUNT_MESSAGES.emailTaken] },
    });
  });

  test('two simultaneous sign-ups with one name: one wins, the other gets a 400, never a 500', async () => {
    const body = signup();
    const [a, b] = await Promise.all([register(body), register({ ...body, email: `other-${body.email}` })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
  });

  test('a role in the body is an unknown field: 400, nobody becomes admin', async () => {
    const body = signup({ role: 'admin' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ role: ['Unknown field.'] });
    const rows = await app.db.select().from(users).where(eq(users.username, body.username));
    expect(rows).toHaveLength(0);
  });

  test('wrong types are a 400 with details, not a 500', async () => {
    const res = await register(signup({ preferred_language: 'fr', country: 42 }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['country', 'preferred_language']);
    expect(res.json().message).toBe('Invalid input. Please check your data.');
  });

  test('a username over 150 characters is a 400 saying it is too long, not that a field is missing', async () => {
    const body = signup({ username: 'u'.repeat(151) });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ username: [FIELD_MESSAGES.tooLong] });
  });

  test('ignores a stale Authorization header (registration needs none)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: 'Bearer expired.or.garbage' },
      payload: signup(),
    });
    expect(res.statusCode).toBe(201);
  });
});
