/**
 * The server's generic messages beyond docs/product/api.md#errors's catalogue (rate limit, body size, malformed
 * JSON, wrong method): the server sends them, the web app recognises and translates them.
 */
export const TRANSPORT_MESSAGES = {
  methodNotAllowed: 'This method is not allowed here.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  payloadTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;
