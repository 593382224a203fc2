import { API_KEY_MESSAGES } from '@shobdo/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { describeApiKeyError } from './describe-api-key-error';

const t = ((key: string) => `t(${key})`) as unknown as TFunction;

describe('describeApiKeyError', () => {
  test("a field error with the server's key message is translated", () => {
    const error = new ApiRequestError(400, API_KEY_MESSAGES.tooManyKeys, {
      details: { name: [API_KEY_MESSAGES.tooManyKeys] },
    });
    expect(describeApiKeyError(error, t, 'createFailed')).toBe('t(apiKeys:server.tooManyKeys)');
  });

  test('a catalogue message uses the errors namespace; anything else the fallback', () => {
    expect(describeApiKeyError(new ApiRequestError(500, 'x', { messageKey: 'status500' }), t, 'createFailed')).toBe(
      't(errors:status500)',
    );
    expect(describeApiKeyError(new Error('boom'), t, 'revokeFailed')).toBe('t(apiKeys:revokeFailed)');
  });
});
