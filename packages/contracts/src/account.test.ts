import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from './auth';
import { ACCOUNT_MESSAGES, loginBodySchema, profileBodySchema, registerBodySchema } from './account';
import { FIELD_MESSAGES } from './field-messages';
import { passwordChangeBodySchema } from './password-change';

const valid = {
  username: 'rahim',
  email: 'rahim@example.com',
  password: 'password123',
  password_confirm: 'password123',
};

describe('registerBodySchema', () => {
  test('turns the age into an integer or null', () => {
    expect(registerBodySchema.parse({ ...valid, age: '42' }).age).toBe(42);
    expect(registerBodySchema.parse({ ...valid, age: '' }).age).toBeNull();
    expect(registerBodySchema.parse(valid).age).toBeNull();
  });

  test('reports the first failing signup rule on its field', () => {
    const result = registerBodySchema.safeParse({ ...valid, password_confirm: 'other-password' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password_confirm'], message: AUTH_MESSAGES.passwordsMismatch }),
    ]);
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

describe('a text over its length limit', () => {
  // Each says so on its own field, never 'Please fill in all (required) fields' for a field that is filled.
  const long = (n: number) => 'a'.repeat(n);
  const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  test('on sign-up', () => {
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, username: long(151) }))).toEqual([
      ['username', FIELD_MESSAGES.tooLong],
    ]);
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, email: `${long(250)}@example.com` }))).toEqual([
      ['email', FIELD_MESSAGES.tooLong],
    ]);
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, full_name: long(151) }))).toEqual([
      ['full_name', FIELD_MESSAGES.tooLong],
    ]);
  });

  test('on login', () => {
    expect(issuesOf(loginBodySchema.safeParse({ username: long(255), password: 'x' }))).toEqual([
      ['username', FIELD_MESSAGES.tooLong],
    ]);
  });

  test('on the profile', () => {
    expect(issuesOf(profileBodySchema.safeParse({ full_name: long(151) }))).toEqual([
      ['full_name', FIELD_MESSAGES.tooLong],
    ]);
    expect(issuesOf(profileBodySchema.safeParse({ country: long(101) }))).toEqual([
      ['country', FIELD_MESSAGES.tooLong],
    ]);
  });

  test('on the password change', () => {
    const body = { current_password: 'password123', new_password: long(1025), new_password_confirm: long(1025) };
    expect(issuesOf(passwordChangeBodySchema.safeParse(body))).toEqual(
      expect.arrayContaining([['new_password', FIELD_MESSAGES.tooLong]]),
    );
  });
});
