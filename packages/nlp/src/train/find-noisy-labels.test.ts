import { describe, expect, it } from 'vitest';
import { findNoisyLabels } from './find-noisy-labels';

describe('findNoisyLabels', () => {
  it('flags rows that another class claims confidently, and only those', () => {
    // Three classes; rows 0-29 are clearly their label, row 30 is labelled 0 but scored as a clear 2.
    const labels = Array.from({ length: 30 }, (_, i) => i % 3);
    const scores = labels.map((y, i) => Float64Array.from([0, 1, 2], (c) => (c === y ? 2 + (i % 5) / 10 : 0)));
    labels.push(0);
    scores.push(Float64Array.of(0, 0, 2.5));
    // An ambiguous row (label 1, scores split between 1 and 2) is kept.
    labels.push(1);
    scores.push(Float64Array.of(0, 1, 1));
    expect([...findNoisyLabels(scores, labels, 3)]).toEqual([30]);
  });
});
