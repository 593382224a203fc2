import { describe, expect, test } from 'vitest';
import { meetsRole } from './roles';

describe('meetsRole (docs/product/api.md#roles)', () => {
  test.each([
    ['user', 'user', true],
    ['moderator', 'user', true],
    ['admin', 'user', true],
    ['user', 'moderator', false],
    ['moderator', 'moderator', true],
    ['admin', 'moderator', true],
    ['user', 'admin', false],
    ['moderator', 'admin', false],
    ['admin', 'admin', true],
  ] as const)('%s holder, %s required: %s', (holder, required, expected) => {
    expect(meetsRole(holder, required)).toBe(expected);
  });
});
