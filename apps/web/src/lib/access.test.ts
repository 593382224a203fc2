import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

describe('decideAccess', () => {
  it('sends visitors to login for any protected page', () => {
    expect(decideAccess(null, { auth: true })).toBe('login');
    expect(decideAccess(null, { role: 'admin' })).toBe('login');
  });
  it('lets anyone through an open page', () => {
    expect(decideAccess(null, {})).toBe('allow');
  });
  it('lets every signed-in role open history', () => {
    for (const role of ['user', 'moderator', 'admin'] as const)
      expect(decideAccess({ role }, { auth: true })).toBe('allow');
  });
  it('sends non-admins home from the dashboard', () => {
    expect(decideAccess({ role: 'user' }, { role: 'admin' })).toBe('home');
    expect(decideAccess({ role: 'moderator' }, { role: 'admin' })).toBe('home');
    expect(decideAccess({ role: 'admin' }, { role: 'admin' })).toBe('allow');
  });
});
