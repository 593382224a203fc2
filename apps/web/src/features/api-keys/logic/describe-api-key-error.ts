import { API_KEY_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-client';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(API_KEY_MESSAGES).map(([key, message]) => [message, key]),
);

/**
 * A failed key action in the UI's language: the server's key messages (a bad name, too many keys) have
 * translations in `apiKeys:server`; catalogue messages in `errors`; anything else is the fallback.
 */
export function describeApiKeyError(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiRequestError) {
    const message = error.details ? Object.values(error.details)[0]?.[0] : error.message;
    const known = message ? KEY_BY_MESSAGE.get(message) : undefined;
    if (known) return t(`apiKeys:server.${known}`);
    if (error.messageKey) return t(`errors:${error.messageKey}`);
  }
  return t(`apiKeys:${fallbackKey}`);
}
