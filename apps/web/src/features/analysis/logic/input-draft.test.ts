import type { User } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { inputDraft, readInputDraft } from './input-draft';

const user = { id: 'u-7', username: 'rahim' } as unknown as User;
const other = { id: 'u-8', username: 'karim' } as unknown as User;

describe('input draft', () => {
  it('gives the text back to the account that typed it, signed in or not', () => {
    expect(readInputDraft(inputDraft('তুই একটা গাধা', user), user)).toBe('তুই একটা গাধা');
    expect(readInputDraft(inputDraft('তুই একটা গাধা', null), null)).toBe('তুই একটা গাধা');
  });

  it('keeps it from anyone else: another account, or a visitor after a logout', () => {
    expect(readInputDraft(inputDraft('তুই একটা গাধা', user), other)).toBe('');
    expect(readInputDraft(inputDraft('তুই একটা গাধা', user), null)).toBe('');
    expect(readInputDraft(inputDraft('তুই একটা গাধা', null), user)).toBe('');
  });

  it('reads nothing from a history entry that holds no draft', () => {
    for (const state of [null, undefined, 'text', { from: '/history' }, { draft: 3, owner: null }]) {
      expect(readInputDraft(state, null)).toBe('');
    }
  });
});
