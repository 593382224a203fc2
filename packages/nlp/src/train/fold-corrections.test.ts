import { describe, expect, test } from 'vitest';
import { foldCorrections, unescapeCell } from './fold-corrections';

const LABELS = ['not_bully', 'troll', 'threat'];

describe('foldCorrections', () => {
  test("adds new texts, relabels known ones, skips other tasks' classes and keeps validation unseen", () => {
    const train = [
      { text: 'a', label: 'not_bully' },
      { text: 'b', label: 'troll' },
    ];
    const val = [
      { text: 'c', label: 'threat' },
      { text: 'd', label: 'not_bully' },
    ];
    const corrections = [
      { text: 'b', label: 'threat' },
      { text: 'c', label: 'threat' },
      { text: 'e', label: 'troll' },
      { text: 'f', label: 'positive' },
      { text: '  ', label: 'troll' },
    ];
    const folded = foldCorrections(LABELS, train, val, corrections);
    expect(folded.train).toEqual([
      { text: 'a', label: 'not_bully' },
      { text: 'b', label: 'threat' },
      { text: 'c', label: 'threat' },
      { text: 'e', label: 'troll' },
    ]);
    expect(folded.val).toEqual([{ text: 'd', label: 'not_bully' }]);
    expect(folded).toMatchObject({ added: 3, skippedLabels: 1, heldOutOverlap: 1 });
  });

  test("the last correction of a text wins, and the export's formula escape is taken off", () => {
    const folded = foldCorrections(
      LABELS,
      [],
      [{ text: '=x', label: 'troll' }],
      [
        { text: "'=x", label: 'troll' },
        { text: "'=x", label: 'threat' },
      ],
    );
    expect(folded.train).toEqual([{ text: '=x', label: 'threat' }]);
    expect(folded.val).toEqual([]);
    expect(unescapeCell("'-৫ টাকা")).toBe('-৫ টাকা');
    expect(unescapeCell("'কথা")).toBe("'কথা");
  });
});
