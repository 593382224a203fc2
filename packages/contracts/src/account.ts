import { z } from 'zod';
import { AUTH_MESSAGES, profileUpdateSchema, validateSignup } from './auth';
import { LANGUAGES } from './constants';
import { FIELD_LIMITS, FIELD_MESSAGES } from './field-messages';

/** Account messages the server sends beyond docs/product/constants.md#validation (the client shows them as they are). */
export const ACCOUNT_MESSAGES = {
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  usernameShape: 'Usernames cannot contain spaces or @.',
  invalidCredentials: 'Invalid username or password.',
  inactive: 'This account is inactive. Please contact an administrator.',
  refreshFailed: 'Token refresh failed',
  loggedOut: 'Logged out.',
} as const;

// Same shape validateSignup checks, for profile updates.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A password typed to prove who one is (to sign in, or to delete one's account): required, never trimmed. */
export const enteredPasswordSchema = z
  .string({ error: AUTH_MESSAGES.loginRequired })
  .min(1, AUTH_MESSAGES.loginRequired)
  .max(1024, FIELD_MESSAGES.tooLong);

/**
 * POST /api/auth/login/ as the server validates it: a missing, blank or non-text field answers
 * 'Please fill in all fields.'
 */
export const loginBodySchema = z
  .object({
    username: z
      .string({ error: AUTH_MESSAGES.loginRequired })
      .trim()
      .min(1, AUTH_MESSAGES.loginRequired)
      .max(254, FIELD_MESSAGES.tooLong),
    password: enteredPasswordSchema,
    remember_me: z.boolean().optional().default(false),
  })
  .strict();
export type LoginRequest = z.input<typeof loginBodySchema>;

const requiredText = (max: number) =>
  z.string({ error: AUTH_MESSAGES.signupRequired }).max(max, FIELD_MESSAGES.tooLong);

/**
 * POST /api/auth/register/ as the server validates it: the registration fields checked
 * by validateSignup (same order, same messages as the form), plus the username shape. `age` may
 * come as a number or as the form's text; it leaves as an integer or null.
 */
export const registerBodySchema = z
  .object({
    username: requiredText(FIELD_LIMITS.username).trim(),
    email: requiredText(FIELD_LIMITS.email).trim(),
    password: requiredText(1024),
    password_confirm: requiredText(1024),
    preferred_language: z.enum(LANGUAGES).optional().default('bn'),
    country: z.string().trim().max(FIELD_LIMITS.country, FIELD_MESSAGES.tooLong).nullish(),
    age: z.union([z.number(), z.string().trim().max(10)]).nullish(),
    full_name: z.string().trim().max(FIELD_LIMITS.full_name, FIELD_MESSAGES.tooLong).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const failure = validateSignup(body);
    if (failure) ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
    else if (/[\s@]/.test(body.username)) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: ACCOUNT_MESSAGES.usernameShape });
    }
  })
  .transform(({ age, ...rest }) => ({
    ...rest,
    age: age === undefined || age === null || age === '' ? null : Number(age),
  }));
export type RegisterBody = z.output<typeof registerBodySchema>;
/** What a client sends to register (the form's age may still be text). */
export type RegisterRequest = z.input<typeof registerBodySchema>;

/** PATCH /api/users/users/me/: profileUpdateSchema plus the signup email shape. Roles never change here. */
export const profileBodySchema = profileUpdateSchema.extend({
  email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.email, FIELD_MESSAGES.tooLong)
    .regex(EMAIL_SHAPE, AUTH_MESSAGES.invalidEmail)
    .optional(),
});
export type ProfileBody = z.output<typeof profileBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
