import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error as the cause of its own "Failed query" error.
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['refused', coded('ECONNREFUSED')],
    ['reset', coded('ECONNRESET')],
    ['admin shutdown (pg_ctl stop -m fast)', coded('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', coded('57P02')],
    ['starting up', coded('57P03', 'the database system is starting up')],
    ['connection failure', coded('08006')],
    ['could not connect', coded('08001')],
    ['too many connections', coded('53300')],
    ['statement time-out', coded('57014', 'canceling statement due to statement timeout')],
    ['pool wait time-out', new Error('timeout exceeded when trying to connect')],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['connect time-out', new Error('Connection terminated due to connection timeout')],
    ['silent server', new Error('Query read timeout')],
  ])('%s means unavailable, bare or wrapped', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  test('every address of a host refused (AggregateError) means unavailable', () => {
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'x'))).toBe(true);
  });

  test.each([
    ['unique violation', coded('23505')],
    ['data exception', coded('22021')],
    ['syntax error', coded('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s does not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
