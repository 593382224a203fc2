import { OWN_DATA_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-errors';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(OWN_DATA_MESSAGES).map(([key, message]) => [message, `errors.${key}`] as const),
);

/** Why the account was not deleted, in the UI's language: a wrong password, the last admin, or a generic failure. */
export function describeDeletionError(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    const key = KEY_BY_MESSAGE.get(error.message);
    if (key) return t(`accountDeletion:${key}`);
    if (error.messageKey) return t(`errors:${error.messageKey}`);
  }
  return t('accountDeletion:errors.failed');
}
