import { describe, expect, test } from 'vitest';
import { ConfigError, parseEnv, parseTrustProxy } from './env';

describe('parseEnv', () => {
  test('defaults of docs/product/decisions.md', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      SHOBDO_DATA_DIR: './data',
      DATABASE_URL: undefined,
      SHOBDO_SECRET: undefined,
      TRUST_PROXY: 'false',
      SHOBDO_AUTH_RATE_LIMIT: 10,
      SHOBDO_ACTIVITY_RATE_LIMIT: 120,
      SHOBDO_BODY_LIMIT: 1024 * 1024,
    });
  });

  test('reads the values given; empty optional values count as unset', () => {
    const env = parseEnv({
      PORT: '3000',
      DATABASE_URL: 'postgres://app@db:5432/shobdo',
      SHOBDO_ADMIN_PASSWORD: '',
      SHOBDO_AUTH_RATE_LIMIT: '5',
    });
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgres://app@db:5432/shobdo',
      SHOBDO_ADMIN_PASSWORD: undefined,
      SHOBDO_AUTH_RATE_LIMIT: 5,
    });
  });

  test.each([
    ['PORT', 'http', 'PORT must be a whole number'],
    ['PORT', '70000', 'PORT must be between 0 and 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['SHOBDO_SECRET', 'short', 'SHOBDO_SECRET must be at least 32 characters long'],
    ['SHOBDO_ADMIN_PASSWORD', 'abc', 'SHOBDO_ADMIN_PASSWORD must be at least 8 characters long'],
    ['SHOBDO_ADMIN_USERNAME', 'a b', 'SHOBDO_ADMIN_USERNAME must be 1 to 150 characters without spaces or @'],
    ['SHOBDO_AUTH_RATE_LIMIT', '0', 'SHOBDO_AUTH_RATE_LIMIT must be between 1 and 1000000'],
    ['SHOBDO_ACTIVITY_RATE_LIMIT', 'many', 'SHOBDO_ACTIVITY_RATE_LIMIT must be a whole number'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  test('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', SHOBDO_SECRET: 'y' })).toThrow(/PORT[\s\S]*SHOBDO_SECRET/);
  });
});

describe('parseTrustProxy', () => {
  test.each([
    ['false', false],
    ['', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});
