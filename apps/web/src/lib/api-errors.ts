import { TRANSPORT_MESSAGES } from '@shobdo/contracts';

/**
 * Errors of docs/product/api.md#errors. `messageKey` names the translation in the `errors` namespace when the
 * message is one of the client's own; a server-provided message has no key and is shown as sent.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly details: Record<string, string[]> | undefined;
  readonly messageKey: string | undefined;
  /** The server's short `error` field, when there was one. */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { details?: Record<string, string[]>; messageKey?: string; code?: string } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.details = options.details;
    this.messageKey = options.messageKey;
    this.code = options.code;
  }
}

export const STATUS_MESSAGES: Record<number, { key: string; message: string }> = {
  400: { key: 'status400', message: 'Invalid input. Please check your data.' },
  401: { key: 'status401', message: 'Unauthorized. Please log in again.' },
  403: { key: 'status403', message: 'Access denied.' },
  404: { key: 'status404', message: 'Resource not found.' },
  408: { key: 'timeout', message: 'Request timed out. Please try again.' },
  500: { key: 'status500', message: 'Server error. Please try again later.' },
};

export const UNKNOWN_ERROR = { key: 'unknown', message: 'An unknown error occurred.' };
export const NETWORK_ERROR = { key: 'network', message: 'Network error. Please check your connection.' };
export const AUTH_EXPIRED = { key: 'authExpired', message: 'Authentication expired. Please login again.' };
export const NO_REFRESH_TOKEN = { key: 'noRefreshToken', message: 'No refresh token available' };
export const REFRESH_FAILED = { key: 'refreshFailed', message: 'Token refresh failed' };

const CATALOGUE_KEYS = new Map<string, string>([
  ...[
    ...Object.values(STATUS_MESSAGES),
    UNKNOWN_ERROR,
    NETWORK_ERROR,
    AUTH_EXPIRED,
    NO_REFRESH_TOKEN,
    REFRESH_FAILED,
  ].map(({ key, message }) => [message, key] as const),
  // The server's own generic messages (rate limit, body size, ...) are translatable too.
  ...Object.entries(TRANSPORT_MESSAGES).map(([key, message]) => [message, key] as const),
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readDetails(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const details: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) details[field] = messages.map(String);
    else if (typeof messages === 'string') details[field] = [messages];
  }
  return Object.keys(details).length > 0 ? details : undefined;
}

/**
 * Maps a failed response to an error: the server's human `message`, then its `error`, take priority
 * over the status catalogue (docs/product/api.md#errors).
 */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  const details = isRecord(body) ? readDetails(body.details) : undefined;
  const code = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  const serverMessage = isRecord(body)
    ? [body.message, body.error, body.detail].find((v): v is string => typeof v === 'string' && v.trim() !== '')
    : undefined;
  // A server message that is word for word one of the catalogue's is still translatable.
  if (serverMessage)
    return new ApiRequestError(status, serverMessage, { details, code, messageKey: CATALOGUE_KEYS.get(serverMessage) });
  const known = STATUS_MESSAGES[status] ?? UNKNOWN_ERROR;
  return new ApiRequestError(status, known.message, { details, code, messageKey: known.key });
}

export function createNetworkError(): ApiRequestError {
  return new ApiRequestError(0, NETWORK_ERROR.message, { messageKey: NETWORK_ERROR.key });
}

export function createTimeoutError(): ApiRequestError {
  const timeout = STATUS_MESSAGES[408]!;
  return new ApiRequestError(408, timeout.message, { messageKey: timeout.key });
}

export function createAuthExpiredError(): ApiRequestError {
  return new ApiRequestError(401, AUTH_EXPIRED.message, { messageKey: AUTH_EXPIRED.key });
}

/**
 * Registration errors as docs/product/constants.md#validation shows them: 'field: messages' joined by '; ' when a details
 * map came back, else the error's own message, else the fallback.
 */
export function formatFieldErrors(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.details) {
      return Object.entries(error.details)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
    }
    if (error.message) return error.message;
  }
  return fallback;
}
