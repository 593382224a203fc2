import { afterEach, describe, expect, it } from 'vitest';
import { pickUsableModel, readChosenModel, saveChosenModel } from './chosen-model';

describe('chosen model', () => {
  afterEach(() => window.sessionStorage.clear());

  it('starts from the default and remembers a choice for the session', () => {
    expect(readChosenModel()).toBe('bangla-sentiment-v1');
    saveChosenModel('sentiment-pro');
    expect(readChosenModel()).toBe('sentiment-pro');
  });

  it('falls back to the default when the remembered model is unavailable or gone', () => {
    const models = [
      { id: 'bangla-sentiment-v1', status: 'active' as const },
      { id: 'multilingual-v1', status: 'unavailable' as const },
      { id: 'spam-detector', status: 'active' as const },
    ];
    expect(pickUsableModel('spam-detector', models)).toBe('spam-detector');
    expect(pickUsableModel('multilingual-v1', models)).toBe('bangla-sentiment-v1');
    expect(pickUsableModel('retired-model', models)).toBe('bangla-sentiment-v1');
    // Until the list arrives the select offers the default only, and that is what is sent.
    expect(pickUsableModel('spam-detector', undefined)).toBe('bangla-sentiment-v1');
  });
});
