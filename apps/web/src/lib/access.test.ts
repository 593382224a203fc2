import type { Role } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { decideAccess, hasRole } from './access';

describe('hasRole (SPEC.md section 6 role matrix)', () => {
  const cases: Array<[Role, Role, boolean]> = [
    ['user', 'user', true],
    ['moderator', 'user', true],
    ['admin', 'user', true],
    ['user', 'moderator', false],
    ['moderator', 'moderator', true],
    ['admin', 'moderator', true],
    ['user', 'admin', false],
    ['moderator', 'admin', false],
    ['admin', 'admin', true],
  ];
  it.each(cases)('holder %s, required %s -> %s', (holder, required, expected) => {
    expect(hasRole(holder, required)).toBe(expected);
  });
});

describe('decideAccess', () => {
  it('sends visitors to login for any protected page', () => {
    expect(decideAccess(null, { auth: true })).toBe('login');
    expect(decideAccess(null, { role: 'admin' })).toBe('login');
  });
  it('lets anyone through an open page', () => {
    expect(decideAccess(null, {})).toBe('allow');
  });
  it('lets every signed-in role open history', () => {
    for (const role of ['user', 'moderator', 'admin'] as const) expect(decideAccess({ role }, { auth: true })).toBe('allow');
  });
  it('sends non-admins home from the dashboard', () => {
    expect(decideAccess({ role: 'user' }, { role: 'admin' })).toBe('home');
    expect(decideAccess({ role: 'moderator' }, { role: 'admin' })).toBe('home');
    expect(decideAccess({ role: 'admin' }, { role: 'admin' })).toBe('allow');
  });
});
