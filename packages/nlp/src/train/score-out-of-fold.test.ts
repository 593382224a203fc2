import { describe, expect, it } from 'vitest';
import { assignFolds } from './score-out-of-fold';

describe('assignFolds', () => {
  it('deals every label evenly over the folds, the same way for a seed', () => {
    const labels = Array.from({ length: 53 }, (_, i) => (i < 40 ? 0 : 1));
    const folds = assignFolds(labels, 5, 9);
    expect(assignFolds(labels, 5, 9)).toEqual(folds);
    for (let f = 0; f < 5; f++) expect(labels.filter((l, i) => l === 0 && folds[i] === f)).toHaveLength(8);
  });
});
