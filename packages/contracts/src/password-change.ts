import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';
import { MIN_PASSWORD_LENGTH } from './constants';
import { FIELD_MESSAGES } from './field-messages';

/** Messages of the password change (a call of our own: docs/decisions/0010). */
export const PASSWORD_MESSAGES = {
  currentWrong: 'Current password is incorrect.',
  sameAsCurrent: 'The new password must differ from the current one.',
} as const;

export interface PasswordChangeFields {
  current_password: string;
  new_password: string;
  new_password_confirm: string;
}

/**
 * The sign-up's password rules, in the sign-up's order and words (docs/product/constants.md#validation): every field filled,
 * the two new passwords equal, at least 8 characters; then a new password that differs from the current.
 */
export function validatePasswordChange(fields: PasswordChangeFields): { field: string; message: string } | null {
  const { current_password: current, new_password: next, new_password_confirm: confirm } = fields;
  if (!current || !next || !confirm) {
    const field = !current ? 'current_password' : !next ? 'new_password' : 'new_password_confirm';
    return { field, message: AUTH_MESSAGES.signupRequired };
  }
  if (next !== confirm) return { field: 'new_password_confirm', message: AUTH_MESSAGES.passwordsMismatch };
  if (next.length < MIN_PASSWORD_LENGTH) return { field: 'new_password', message: AUTH_MESSAGES.passwordTooShort };
  if (next === current) return { field: 'new_password', message: PASSWORD_MESSAGES.sameAsCurrent };
  return null;
}

const requiredText = z.string({ error: AUTH_MESSAGES.signupRequired }).max(1024, FIELD_MESSAGES.tooLong);

/**
 * POST /api/users/users/me/password/: the current password, the new one twice, and whether the session
 * that continues is a remember-me one. The answer is a fresh session (authResponseSchema).
 */
export const passwordChangeBodySchema = z
  .object({
    current_password: requiredText,
    new_password: requiredText,
    new_password_confirm: requiredText,
    remember_me: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    const failure = validatePasswordChange(body);
    if (failure) ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeBodySchema>;
export type PasswordChangeBody = z.output<typeof passwordChangeBodySchema>;
