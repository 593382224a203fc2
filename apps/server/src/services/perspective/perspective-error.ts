import { MAX_TEXT_LENGTH, type PerspectiveErrorBody } from '@shobdo/contracts';

type ErrorDetail = PerspectiveErrorBody['error']['details'][number];

const ANALYZER_ERROR = 'type.googleapis.com/google.commentanalyzer.v1alpha1.Error';
const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';

/** Google's canonical status names by HTTP status, as its JSON errors carry them. */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'INVALID_ARGUMENT',
  408: 'DEADLINE_EXCEEDED',
  409: 'ABORTED',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export function statusName(code: number): string {
  return STATUS_NAMES[code] ?? (code >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION');
}

/** A failure the compatible API answers in Perspective's error shape (the scoped error handler sends it). */
export class PerspectiveError extends Error {
  override name = 'PerspectiveError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }

  toBody(): PerspectiveErrorBody {
    return {
      error: {
        code: this.statusCode,
        message: this.message,
        status: statusName(this.statusCode),
        details: this.details,
      },
    };
  }
}

export function isPerspectiveError(value: unknown): value is PerspectiveError {
  return value instanceof PerspectiveError;
}

function analyzerError(errorType: string, extra: Partial<ErrorDetail> = {}): ErrorDetail[] {
  return [{ '@type': ANALYZER_ERROR, errorType, ...extra }];
}

function errorInfo(reason: string): ErrorDetail[] {
  return [{ '@type': ERROR_INFO, reason, domain: 'googleapis.com' }];
}

// Perspective's own messages (its "Limits and errors" reference), so that clients matching on them still match.
export const commentEmpty = () =>
  new PerspectiveError(400, 'Comment must be non-empty.', analyzerError('COMMENT_EMPTY'));
export const commentTooLong = () =>
  new PerspectiveError(
    400,
    `Comment text too long: at most ${MAX_TEXT_LENGTH} characters.`,
    analyzerError('COMMENT_TOO_LONG'),
  );
export const noRequestedAttributes = () =>
  new PerspectiveError(400, 'Missing requested_attributes', analyzerError('NO_REQUESTED_ATTRIBUTES'));
export const invalidRequest = (message: string) => new PerspectiveError(400, message, analyzerError('INVALID_REQUEST'));
export const unknownAttribute = (name: string) => invalidRequest(`Unknown requested attribute: ${name}`);

export function languageNotSupported(attribute: string, requested: readonly string[], detected: readonly string[]) {
  const languages = requested.length > 0 ? requested : detected;
  return new PerspectiveError(
    400,
    `Attribute ${attribute} does not support request languages: ${languages.join(',')}`,
    analyzerError('LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE', {
      languageNotSupportedByAttributeError: {
        attribute,
        requestedLanguages: [...requested],
        detectedLanguages: [...detected],
      },
    }),
  );
}

// Google's API gateway answers these before Perspective sees the request.
export const missingApiKey = () => new PerspectiveError(403, 'The request is missing a valid API key.');
export const invalidApiKey = () =>
  new PerspectiveError(400, 'API key not valid. Please pass a valid API key.', errorInfo('API_KEY_INVALID'));
export const rateLimited = () =>
  new PerspectiveError(
    429,
    'Quota exceeded for this API key: too many requests per minute. Please wait and try again.',
    errorInfo('RATE_LIMIT_EXCEEDED'),
  );
