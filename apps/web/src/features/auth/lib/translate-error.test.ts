import { ACCOUNT_MESSAGES, AUTH_MESSAGES, FIELD_MESSAGES } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { translateApiError, translateAuthMessage, translateFieldErrors } from './translate-error';

const bn = i18n.getFixedT('bn');
const en = i18n.getFixedT('en');

describe('translateAuthMessage', () => {
  it('translates the validation and account messages the server sends', () => {
    expect(translateAuthMessage(AUTH_MESSAGES.passwordsMismatch, bn)).toBe('পাসওয়ার্ড দুটি মেলেনি');
    expect(translateAuthMessage(ACCOUNT_MESSAGES.invalidCredentials, bn)).toBe('ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।');
    expect(translateAuthMessage(ACCOUNT_MESSAGES.invalidCredentials, en)).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('translates the too-long message the server sends for any account field', () => {
    expect(translateAuthMessage(FIELD_MESSAGES.tooLong, bn)).toBe('এই ঘরের লেখাটি অনেক বড়।');
    expect(translateAuthMessage(FIELD_MESSAGES.tooLong, en)).toBe(FIELD_MESSAGES.tooLong);
  });

  it('leaves other words as sent', () => {
    expect(translateAuthMessage('Something new', bn)).toBe('Something new');
  });
});

describe('translateApiError', () => {
  it('uses the catalogue translation for a catalogue message', () => {
    const error = new ApiRequestError(500, 'Server error. Please try again later.', { messageKey: 'status500' });
    expect(translateApiError(error, error.message, bn)).toBe(
      'সার্ভারে সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    );
  });
});

describe('translateFieldErrors (docs/product/constants.md#validation join)', () => {
  const error = new ApiRequestError(400, 'Invalid input. Please check your data.', {
    details: { username: [ACCOUNT_MESSAGES.usernameTaken], email: [ACCOUNT_MESSAGES.emailTaken] },
  });

  it("keeps 'field: messages' joined by '; ' in English", () => {
    expect(translateFieldErrors(error, en)).toBe(
      `username: ${ACCOUNT_MESSAGES.usernameTaken}; email: ${ACCOUNT_MESSAGES.emailTaken}`,
    );
  });

  it('names the fields and gives the known messages in Bengali', () => {
    expect(translateFieldErrors(error, bn)).toBe(
      'ইউজারনেম: এই ইউজারনেমে আগে থেকেই একটি অ্যাকাউন্ট আছে।; ইমেইল: এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।',
    );
  });

  it('shows the key of a field it has no name for', () => {
    const odd = new ApiRequestError(400, 'Invalid input. Please check your data.', {
      details: { nickname: ['Too long'] },
    });
    expect(translateFieldErrors(odd, bn)).toBe('nickname: Too long');
    expect(translateFieldErrors(odd, en)).toBe('nickname: Too long');
  });

  it('is null without a details map', () => {
    expect(translateFieldErrors(new ApiRequestError(409, 'Conflict'), en)).toBeNull();
    expect(translateFieldErrors(new Error('boom'), en)).toBeNull();
  });
});
