import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-client';

/** An API error in the user's language: the client's own messages by key, the server's as sent. */
export function explainError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('errors:unknown');
  return error.messageKey ? t(`errors:${error.messageKey}`) : error.message;
}
