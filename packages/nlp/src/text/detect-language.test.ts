import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('goes by script: Bengali letters against Latin ones', () => {
    expect(detectLanguage('আমি ভালো আছি')).toBe('bn');
    expect(detectLanguage('I am fine, thanks')).toBe('en');
    expect(detectLanguage('ami valo achi')).toBe('en'); // romanized Bangla is Latin script
    expect(detectLanguage('ভাই this is খুব ভালো')).toBe('bn');
    expect(detectLanguage('১২৩ 😀')).toBe('bn');
  });
});
