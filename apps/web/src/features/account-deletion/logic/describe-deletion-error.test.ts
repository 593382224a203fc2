import { OWN_DATA_MESSAGES } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { describeDeletionError } from './describe-deletion-error';

const bn = i18n.getFixedT('bn');
const en = i18n.getFixedT('en');

describe('describeDeletionError', () => {
  it("says the server's refusals in the UI's language", () => {
    const wrong = new ApiRequestError(400, OWN_DATA_MESSAGES.wrongPassword);
    expect(describeDeletionError(wrong, en)).toBe('Password is incorrect.');
    expect(describeDeletionError(wrong, bn)).toBe('পাসওয়ার্ডটি সঠিক নয়।');
    const last = new ApiRequestError(409, OWN_DATA_MESSAGES.lastAdmin);
    expect(describeDeletionError(last, en)).toBe(OWN_DATA_MESSAGES.lastAdmin);
    expect(describeDeletionError(last, bn)).toContain('একমাত্র সক্রিয় অ্যাডমিন');
  });

  it('falls back to the client’s own message, then to a generic one', () => {
    const network = new ApiRequestError(0, 'Network error. Please check your connection.', { messageKey: 'network' });
    expect(describeDeletionError(network, en)).toBe('Network error. Please check your connection.');
    expect(describeDeletionError(new Error('boom'), en)).toBe('The account could not be deleted. Please try again.');
  });
});
