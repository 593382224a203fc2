import { z } from 'zod';
import { enteredPasswordSchema } from './account';

/** Messages of a user deleting their own data (issue 30; docs/decisions/0048). */
export const OWN_DATA_MESSAGES = {
  wrongPassword: 'Password is incorrect.',
  lastAdmin: 'You are the only active admin. Make another account an admin before deleting yours.',
} as const;

/** DELETE /api/users/users/me/: the password again, so that a stolen session cannot erase the account. */
export const deleteAccountBodySchema = z.object({ password: enteredPasswordSchema }).strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** DELETE /api/analysis/history/: how many analyses went. */
export const clearHistoryResultSchema = z.object({ deleted: z.number().int() });
export type ClearHistoryResult = z.infer<typeof clearHistoryResultSchema>;
