import { describe, expect, test } from 'vitest';
import { readReviewParams, writeReviewParams } from './review-params';

describe('review params', () => {
  test('pending is the default status, and bad values fall back', () => {
    expect(readReviewParams(new URLSearchParams(''))).toEqual({
      status: 'pending',
      modelId: '',
      label: '',
      page: 1,
      pageSize: 10,
    });
    expect(readReviewParams(new URLSearchParams('status=done&page=-2')).status).toBe('pending');
    expect(readReviewParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  test('round-trips through the URL, with all statuses as status=all', () => {
    const state = { status: '' as const, modelId: 'shobdo-v1', label: 'threat', page: 3 };
    const search = writeReviewParams(state);
    expect(search.toString()).toBe('status=all&model=shobdo-v1&label=threat&page=3');
    expect(readReviewParams(search)).toEqual({ ...state, pageSize: 10 });
    expect(writeReviewParams({ status: 'pending', modelId: '', label: '', page: 1 }).toString()).toBe('');
  });
});
