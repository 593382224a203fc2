import { FEEDBACK_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/lib/api-client';

const KEYS = new Map<string, string>(Object.entries(FEEDBACK_MESSAGES).map(([key, message]) => [message, key]));

/** A failed correction in the user's language: the server's feedback messages by key, others as the client words them. */
export function explainFeedbackError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('errors:unknown');
  const key = KEYS.get(error.message);
  if (key && key !== 'reviewNotFound') return t(`feedback:messages.${key}`);
  return error.messageKey ? t(`errors:${error.messageKey}`) : error.message;
}
