import { ACCOUNT_MESSAGES, AUTH_MESSAGES, FIELD_MESSAGES, PASSWORD_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError, formatFieldErrors } from '@/lib/api-errors';

// The server speaks English; the messages it can send about accounts have translations here.
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, `validation.${key}`] as const),
  ...Object.entries(ACCOUNT_MESSAGES).map(([key, message]) => [message, `server.${key}`] as const),
  ...Object.entries(PASSWORD_MESSAGES).map(([key, message]) => [message, `server.${key}`] as const),
  ...Object.entries(FIELD_MESSAGES).map(([key, message]) => [message, `server.${key}`] as const),
]);

/** A validation message of docs/product/constants.md#validation, or an account message of the server, in the UI's language. */
export function translateAuthMessage(message: string, t: TFunction): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`auth:${key}`) : message;
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

/**
 * Registration errors as docs/product/constants.md#validation joins them ('field: messages', '; ' between fields), with the
 * known messages and the field names in the UI's language: `auth:fieldNames` keeps the server's keys in
 * English ('username: ...') and names the fields in Bengali ('ইউজারনেম: ...'); a field without a name
 * there shows its key. Null when there is no details map.
 */
export function translateFieldErrors(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiRequestError) || !error.details) return null;
  return Object.entries(error.details)
    .map(([field, messages]) => {
      const name = t(`auth:fieldNames.${field}`, { defaultValue: field });
      return `${name}: ${messages.map((message) => translateAuthMessage(message, t)).join(', ')}`;
    })
    .join('; ');
}

/**
 * What an account form says when its request fails: the server's field errors joined and translated, or
 * its translatable message, or the form's own fallback (a key in the `auth` namespace).
 */
export function describeFormError(error: unknown, t: TFunction, fallbackKey: string): string {
  const text = translateFieldErrors(error, t) ?? formatFieldErrors(error, '');
  return text ? translateApiError(error, text, t) : t(`auth:${fallbackKey}`);
}
