import { describe, expect, it } from 'vitest';
import { localizeProseDigits } from './localize-prose-digits';

describe('localizeProseDigits', () => {
  it('writes numbers, dates, times and percentages in Bengali digits in Bengali mode', () => {
    expect(localizeProseDigits('(n = 5514): নির্ভুলতা 0.8598', 'bn')).toBe('(n = ৫৫১৪): নির্ভুলতা ০.৮৫৯৮');
    expect(localizeProseDigits('24,776টি মন্তব্যের মধ্যে 1,101টি, 4.4 %', 'bn')).toBe(
      '২৪,৭৭৬টি মন্তব্যের মধ্যে ১,১০১টি, ৪.৪ %',
    );
    expect(localizeProseDigits('2026-11-22-এর আগে, 06:16-এ, 62% আস্থায়', 'bn')).toBe(
      '২০২৬-১১-২২-এর আগে, ০৬:১৬-এ, ৬২% আস্থায়',
    );
    expect(localizeProseDigits('0.7883–0.8021, +5 %, 70/15/15', 'bn')).toBe('০.৭৮৮৩–০.৮০২১, +৫ %, ৭০/১৫/১৫');
  });

  it('keeps the digits of names: model ids, metric names, formats and references', () => {
    const names =
      'shobdo-v2, bangla-sentiment-v1, ম্যাক্রো-F1, int16, sha256, U+09BC, arXiv:2102.02478, DOI 10.17632/9xjx8twk8p.1, 1e-12';
    expect(localizeProseDigits(names, 'bn')).toBe(names);
    expect(localizeProseDigits('shobdo-v2 2.1.0', 'bn')).toBe('shobdo-v2 ২.১.০');
  });

  it('leaves English text as it is', () => {
    expect(localizeProseDigits('accuracy 0.8598 on 2026-11-22', 'en')).toBe('accuracy 0.8598 on 2026-11-22');
  });
});
