import { z } from 'zod';
import { LANGUAGES, MAX_AGE, MIN_AGE, MIN_PASSWORD_LENGTH } from './constants';
import { FIELD_LIMITS, FIELD_MESSAGES } from './field-messages';
import { userSchema } from './user';

/** Messages of docs/product/constants.md#validation; client and server show the same words. */
export const AUTH_MESSAGES = {
  loginRequired: 'Please fill in all fields.',
  signupRequired: 'Please fill in all required fields',
  passwordsMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidEmail: 'Please enter a valid email address',
  invalidAge: 'Please enter a valid age between 13 and 120',
} as const;

export interface SignupFields {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  age?: string | number | null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Signup checks in the order of docs/product/constants.md#validation. Returns the field and message of the first
 * failure, or null. The web form shows the message; the server puts it in `details`.
 */
export function validateSignup(fields: SignupFields): { field: string; message: string } | null {
  const { username, email, password, password_confirm: confirm } = fields;
  if (!username.trim() || !email.trim() || !password || !confirm) {
    const field = !username.trim() ? 'username' : !email.trim() ? 'email' : !password ? 'password' : 'password_confirm';
    return { field, message: AUTH_MESSAGES.signupRequired };
  }
  if (password !== confirm) return { field: 'password_confirm', message: AUTH_MESSAGES.passwordsMismatch };
  if (password.length < MIN_PASSWORD_LENGTH) return { field: 'password', message: AUTH_MESSAGES.passwordTooShort };
  if (!EMAIL_SHAPE.test(email.trim())) return { field: 'email', message: AUTH_MESSAGES.invalidEmail };
  const age = fields.age;
  if (age !== undefined && age !== null && age !== '') {
    const n = typeof age === 'number' ? age : Number(age);
    if (!Number.isInteger(n) || n < MIN_AGE || n > MAX_AGE) return { field: 'age', message: AUTH_MESSAGES.invalidAge };
  }
  return null;
}

export const authResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
  remember_me: z.boolean(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(512) }).strict();
/** `access` as docs/product/api.md#endpoints; `refresh` because refresh tokens rotate on every use. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = z.object({ refresh_token: z.string().max(512).optional() }).strict();

export const profileUpdateSchema = z
  .object({
    email: z.string().trim().max(FIELD_LIMITS.email, FIELD_MESSAGES.tooLong).optional(),
    full_name: z.string().trim().max(FIELD_LIMITS.full_name, FIELD_MESSAGES.tooLong).optional(),
    preferred_language: z.enum(LANGUAGES).optional(),
    country: z.string().trim().max(FIELD_LIMITS.country, FIELD_MESSAGES.tooLong).nullish(),
    age: z.number().int().min(MIN_AGE, AUTH_MESSAGES.invalidAge).max(MAX_AGE, AUTH_MESSAGES.invalidAge).nullish(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
