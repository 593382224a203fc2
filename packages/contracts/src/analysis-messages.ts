import { MAX_TEXT_LENGTH } from './constants';

export const ANALYSIS_MESSAGES = {
  empty: 'Text cannot be empty',
  tooLong: `Text is too long. Maximum ${MAX_TEXT_LENGTH} characters allowed.`,
  notText: 'Text must be a string.',
} as const;
