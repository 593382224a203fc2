import { describe, expect, it } from 'vitest';
import { decodeBatchResult, encodeBatchResult } from './batch-result';

describe('the compact batch result', () => {
  const probabilities = [
    { label: 'threat', confidence: 81.23456789 },
    { label: 'not bully', confidence: 18.76543211 },
  ];
  const words = [
    { word: 'মেরে', contribution: 40.987654321, contribution_percentage: 60, spans: [{ start: 4, end: 8 }] },
    { word: 'তোকে', contribution: -3.00004999, contribution_percentage: -5, spans: [] },
  ];

  it('keeps the summary language, labels, words and order, and hundredths of each figure', () => {
    expect(decodeBatchResult(encodeBatchResult('bn', probabilities, words))).toEqual({
      summaryLanguage: 'bn',
      probabilities: [
        { label: 'threat', confidence: 81.23 },
        { label: 'not bully', confidence: 18.77 },
      ],
      topWords: [
        { word: 'মেরে', contribution: 40.99 },
        { word: 'তোকে', contribution: -3 },
      ],
    });
  });

  it('is a few bytes per figure: no keys, no spans, Bengali as it is', () => {
    const text = encodeBatchResult('bn', probabilities, words);
    expect(text).toBe('{"l":"bn","p":[["threat",81.23],["not bully",18.77]],"w":[["মেরে",40.99],["তোকে",-3]]}');
  });

  it("keeps what was found with the model: an everyday word, faiths' names, the word that kept a result harmless", () => {
    const found = {
      everydayWord: 'জুতা',
      faithNames: ['হিন্দু', 'মুসলিম'],
      harmlessWord: { word: 'আমি', label: 'threat' },
    };
    const text = encodeBatchResult('en', probabilities, words, found);
    expect(text).toContain('"h":["আমি","threat"]');
    expect(decodeBatchResult(text)).toMatchObject(found);
    // A malformed entry is left out rather than read as something it is not.
    expect(decodeBatchResult('{"l":"en","p":[],"w":[],"h":["আমি"]}')).not.toHaveProperty('harmlessWord');
  });
});
