import { ANALYSIS_MESSAGES, formatModelMessage } from '@shobdo/contracts';
import { describe, expect, it } from 'vitest';
import { createNetworkError, createTimeoutError, toApiRequestError } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { toAnalysisError } from './to-analysis-error';
import { translateAnalysisError } from './translate-analysis-error';

const en = i18n.getFixedT('en');
const bn = i18n.getFixedT('bn');

/** A 400 as the server's error handler sends it: the message, and the same words under the field. */
function serverError(message: string, field: string) {
  return toApiRequestError(400, { error: 'Bad Request', message, details: { [field]: [message] } });
}

const unavailable = formatModelMessage('unavailable', { model: 'multilingual-v1' });
const wrongTask = formatModelMessage('wrongTask', { model: 'spam-detector', type: 'classification', task: 'spam' });

describe('analysis errors in the UI language', () => {
  it('shows the server analysis messages in Bengali in Bengali mode', () => {
    const show = (error: unknown) => translateAnalysisError(toAnalysisError(error), bn);
    expect(show(serverError(unavailable, 'model_id'))).toBe('মডেল "multilingual-v1" উপলব্ধ নয়।');
    expect(show(serverError(wrongTask, 'analysis_type'))).toBe(
      'মডেল "spam-detector" "classification" ধরনের বিশ্লেষণ করে না; এটি "spam" করে।',
    );
    expect(show(serverError(ANALYSIS_MESSAGES.empty, 'text'))).toBe('লেখা খালি রাখা যাবে না');
    expect(show(serverError(ANALYSIS_MESSAGES.tooLong, 'text'))).toBe('লেখাটি অনেক বড়। সর্বোচ্চ ১০,০০০ অক্ষর লেখা যাবে।');
    expect(show(serverError(ANALYSIS_MESSAGES.notText, 'text'))).toBe('লেখা অবশ্যই টেক্সট আকারে পাঠাতে হবে।');
  });

  it('shows the docs/product/api.md#errors catalogue in Bengali in Bengali mode', () => {
    const show = (error: unknown) => translateAnalysisError(toAnalysisError(error), bn);
    expect(
      show(
        toApiRequestError(500, { error: 'Internal Server Error', message: 'Server error. Please try again later.' }),
      ),
    ).toBe('সার্ভারে সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।');
    expect(show(toApiRequestError(400, {}))).toBe(bn('errors:status400'));
    expect(show(createNetworkError())).toBe(bn('errors:network'));
    expect(show(createTimeoutError())).toBe(bn('analysis:errors.timedOut'));
    expect(show(new Error('boom'))).toBe(bn('analysis:errors.failed'));
    for (const text of [
      bn('errors:status400'),
      bn('errors:network'),
      bn('analysis:errors.timedOut'),
      bn('analysis:errors.failed'),
    ]) {
      expect(text).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('keeps the exact English of @shobdo/contracts in English mode', () => {
    const show = (error: unknown) => translateAnalysisError(toAnalysisError(error), en);
    for (const [message, field] of [
      [unavailable, 'model_id'],
      [wrongTask, 'analysis_type'],
      ...Object.values(ANALYSIS_MESSAGES).map((text) => [text, 'text'] as const),
    ] as const) {
      expect(show(serverError(message, field))).toBe(message);
    }
  });

  it('shows a server message it does not know as sent', () => {
    const error = toAnalysisError(serverError('Something new.', 'text'));
    expect(translateAnalysisError(error, bn)).toBe('Something new.');
  });
});
