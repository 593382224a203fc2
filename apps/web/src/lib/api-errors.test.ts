import { TRANSPORT_MESSAGES } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, formatFieldErrors, toApiRequestError } from './api-errors';
import { i18n } from './i18n';

describe('toApiRequestError (docs/product/api.md#errors)', () => {
  it.each([
    [400, 'Invalid input. Please check your data.'],
    [401, 'Unauthorized. Please log in again.'],
    [403, 'Access denied.'],
    [404, 'Resource not found.'],
    [500, 'Server error. Please try again later.'],
    [502, 'An unknown error occurred.'],
    [418, 'An unknown error occurred.'],
  ])('maps status %i without a server message to the catalogue', (status, message) => {
    const error = toApiRequestError(status, null);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.messageKey).toBeDefined();
  });

  it('prefers the server message, then its error field', () => {
    expect(toApiRequestError(400, { error: 'Bad Request', message: 'Username taken' }).message).toBe('Username taken');
    expect(toApiRequestError(400, { error: 'Bad Request' }).message).toBe('Bad Request');
    expect(toApiRequestError(400, { error: 'Bad Request', message: 'x' }).messageKey).toBeUndefined();
  });

  it('keeps the catalogue key when the server sends a catalogue message word for word', () => {
    const error = toApiRequestError(500, {
      error: 'Internal Server Error',
      message: 'Server error. Please try again later.',
    });
    expect(error.message).toBe('Server error. Please try again later.');
    expect(error.messageKey).toBe('status500');
  });

  it.each(Object.entries(TRANSPORT_MESSAGES))(
    "recognises the server's %s message and translates it",
    (key, message) => {
      const error = toApiRequestError(429, { error: 'Too Many Requests', message });
      expect(error.messageKey).toBe(key);
      expect(i18n.t(`errors:${key}`, { lng: 'en' })).toBe(message);
      expect(i18n.t(`errors:${key}`, { lng: 'bn' })).toMatch(/[\u0980-\u09FF]/);
    },
  );

  it('keeps the details map', () => {
    const error = toApiRequestError(400, { error: 'Validation', message: 'Invalid', details: { email: ['taken'] } });
    expect(error.details).toEqual({ email: ['taken'] });
  });
});

describe('formatFieldErrors (registration errors, docs/product/constants.md#validation)', () => {
  it("joins 'field: messages' with '; '", () => {
    const error = new ApiRequestError(400, 'Invalid', { details: { username: ['taken'], email: ['bad', 'used'] } });
    expect(formatFieldErrors(error, 'Registration failed')).toBe('username: taken; email: bad, used');
  });
  it('falls back to the message, then to the fallback', () => {
    expect(formatFieldErrors(new ApiRequestError(409, 'Conflict'), 'Registration failed')).toBe('Conflict');
    expect(formatFieldErrors(new Error('boom'), 'Registration failed')).toBe('Registration failed');
  });
});
