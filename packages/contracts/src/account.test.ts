import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from './auth';
import { ACCOUNT_MESSAGES, loginBodySchema, registerBodySchema } from './account';

const valid = { username: 'rahim', email: 'rahim@example.com', password: 'password123', password_confirm: 'password123' };

describe('registerBodySchema', () => {
  test('turns the age into an integer or null', () => {
    expect(registerBodySchema.parse({ ...valid, age: '42' }).age).toBe(42);
    expect(registerBodySchema.parse({ ...valid, age: '' }).age).toBeNull();
    expect(registerBodySchema.parse(valid).age).toBeNull();
  });

  test('reports the first failing signup rule on its field', () => {
    const result = registerBodySchema.safeParse({ ...valid, password_confirm: 'other-password' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['password_confirm'], message: AUTH_MESSAGES.passwordsMismatch })]);
  });

  test('refuses usernames with spaces or @', () => {
    const result = registerBodySchema.safeParse({ ...valid, username: 'a@b' });
    expect(result.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.usernameShape);
  });
});

describe('loginBodySchema', () => {
  test('a missing field says "Please fill in all fields."', () => {
    expect(loginBodySchema.safeParse({ username: 'x' }).error?.issues[0]?.message).toBe(AUTH_MESSAGES.loginRequired);
  });
});
