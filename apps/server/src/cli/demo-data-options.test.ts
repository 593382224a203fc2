import { describe, expect, it } from 'vitest';
import { parseDemoDataArgs } from './demo-data-options';

describe('parseDemoDataArgs', () => {
  it('reads every option and keeps defaults for the rest', () => {
    expect(parseDemoDataArgs(['--users', '5', '--days', '30'])).toEqual({
      users: 5,
      analyses: 2000,
      visits: 10000,
      days: 30,
    });
  });
  it('rejects unknown flags, missing and bad numbers', () => {
    expect(() => parseDemoDataArgs(['--people', '5'])).toThrow(/Unknown option --people/);
    expect(() => parseDemoDataArgs(['--users'])).toThrow(/whole number/);
    expect(() => parseDemoDataArgs(['--users', '-3'])).toThrow(/whole number/);
    expect(() => parseDemoDataArgs(['--days', '0'])).toThrow(/between 1 and 3650/);
  });
});
