import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, userSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const patch = (token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/api/users/users/me/',
    headers: token ? authHeader(token) : {},
    payload: payload as object,
  });

describe('PATCH /api/users/users/me/', () => {
  test('updates the profile fields and answers the user', async () => {
    const { access_token } = await createUser(app);
    const res = await patch(access_token, {
      full_name: 'Karim Ahmed',
      preferred_language: 'en',
      country: 'Bangladesh',
      age: 41,
      email: 'karim@example.org',
    });
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({
      full_name: 'Karim Ahmed',
      preferred_language: 'en',
      language: 'English',
      country: 'Bangladesh',
      age: 41,
      email: 'karim@example.org',
    });
    const again = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(access_token) });
    expect(again.json()).toEqual(user);
  });

  test('clears the optional fields with null', async () => {
    const { access_token } = await createUser(app);
    await patch(access_token, { country: 'Bangladesh', age: 30 });
    const res = await patch(access_token, { country: null, age: null });
    expect(res.json()).toMatchObject({ country: null, age: null });
  });

  test('works without the trailing slash', async () => {
    const { access_token } = await createUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/users/me',
      headers: authHeader(access_token),
      payload: { full_name: 'X' },
    });
    expect(res.statusCode).toBe(200);
  });

  test.each([
    ['role', 'admin'],
    ['status', 'active'],
    ['username', 'someone-else'],
    ['analysis_count', 99],
  ])('cannot change %s (unknown field: 400)', async (field, value) => {
    const { access_token, user } = await createUser(app);
    const res = await patch(access_token, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ [field]: ['Unknown field.'] });
    const after = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(access_token) });
    expect(after.json()).toEqual(user);
  });

  test('an invalid email and an out-of-range age get the form messages', async () => {
    const { access_token } = await createUser(app);
    const email = await patch(access_token, { email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      message: AUTH_MESSAGES.invalidEmail,
      details: { email: [AUTH_MESSAGES.invalidEmail] },
    });
    const age = await patch(access_token, { age: 7 });
    expect(age.json()).toMatchObject({
      message: AUTH_MESSAGES.invalidAge,
      details: { age: [AUTH_MESSAGES.invalidAge] },
    });
  });

  test("another user's email is a 400; one's own email in another case is fine", async () => {
    const taken = await createUser(app);
    const { access_token, user } = await createUser(app);
    const clash = await patch(access_token, { email: taken.user.email.toUpperCase() });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    const own = await patch(access_token, { email: user.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  test('401 without a token', async () => {
    const res = await patch(undefined, { full_name: 'X' });
    expect(res.statusCode).toBe(401);
  });

  test.each([
    ['unknown and badly typed fields', { role: 'admin', age: 'old', email: 42 }],
    ['a wrong-typed body', [1, 2, 3]],
  ])('401 without a token comes before validation: %s', async (_label, payload) => {
    const res = await patch(undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Unauthorized. Please log in again.' });
  });

  test('401 without a token even for a malformed JSON body', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/users/me/',
      headers: { 'content-type': 'application/json' },
      payload: '{"full_name": ',
    });
    expect(res.statusCode).toBe(401);
  });
});
