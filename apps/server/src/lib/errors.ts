import { STATUS_CODES } from 'node:http';
import { TRANSPORT_MESSAGES } from '@shobdo/contracts';

export type ErrorDetails = Record<string, string[]>;

/**
 * An error a handler throws on purpose. The one error handler turns it into
 * `{error, message, details?}` with its status code.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }

  /** Short text for the `error` field, e.g. 'Bad Request'. */
  get title(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Messages of the docs/product/api.md#errors error catalogue and the transport messages, used when nothing more specific fits. */
export const DEFAULT_MESSAGES = {
  badRequest: 'Invalid input. Please check your data.',
  unauthorized: 'Unauthorized. Please log in again.',
  forbidden: 'Access denied.',
  notFound: 'Resource not found.',
  server: 'Server error. Please try again later.',
  ...TRANSPORT_MESSAGES,
} as const;

export const badRequest = (message: string = DEFAULT_MESSAGES.badRequest, details?: ErrorDetails) =>
  new HttpError(400, message, details);
export const unauthorized = (message: string = DEFAULT_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = DEFAULT_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = DEFAULT_MESSAGES.notFound) => new HttpError(404, message);
export const methodNotAllowed = (message: string = DEFAULT_MESSAGES.methodNotAllowed) => new HttpError(405, message);
export const conflict = (message: string, details?: ErrorDetails) => new HttpError(409, message, details);
export const tooManyRequests = (message: string = DEFAULT_MESSAGES.tooManyRequests) => new HttpError(429, message);
