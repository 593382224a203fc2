import { AUTH_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-errors';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key]));

/** A validation message of SPEC.md section 5 in the UI's language. */
export function translateAuthMessage(message: string, t: TFunction): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`auth:validation.${key}`) : message;
}

/**
 * An API failure in the UI's language when it is one of the client's own messages; the server's own
 * words are shown as sent. `text` is the already composed message (e.g. joined field details).
 */
export function translateApiError(error: unknown, text: string, t: TFunction): string {
  if (error instanceof ApiRequestError && error.messageKey && !error.details) {
    return t(`errors:${error.messageKey}`);
  }
  return translateAuthMessage(text, t);
}
