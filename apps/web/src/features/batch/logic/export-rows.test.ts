import type { BatchRow } from '@shobdo/contracts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportRecords, toCsv } from './export-rows';

const row = (over: Partial<BatchRow>): BatchRow => ({
  status: 'ok',
  position: 0,
  analysis_id: 'a',
  text: 'তোকে মেরে ফেলব',
  prediction: 'threat',
  confidence: 91.234,
  class_probabilities: [],
  top_words: [
    { word: 'মেরে', contribution: 40.25 },
    { word: 'ভালো', contribution: -3.5 },
  ],
  warnings: [],
  ...over,
});

describe('exportRecords and toCsv', () => {
  it('writes one line per text: position, text, class, confidence, top words and notices', () => {
    expect(exportRecords([row({ position: 4 })])).toEqual([
      ['5', 'তোকে মেরে ফেলব', 'threat', '91.23', 'মেরে (+40.3); ভালো (-3.5)', ''],
    ]);
    const message = { en: 'e', bn: 'b' };
    const warned = row({
      warnings: [
        { code: 'unsupported_language', message },
        { code: 'low_confidence', message },
      ],
    });
    expect(exportRecords([warned])[0]![5]).toBe('unsupported_language; low_confidence');
  });
  it('round-trips through a CSV parser, formula-safe, with a byte-order mark', () => {
    const csv = toCsv([row({ text: '=HYPERLINK("x")' }), row({ position: 1, text: 'কমা, আর "উদ্ধৃতি"' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['position', 'text', 'class', 'confidence', 'top_words', 'notices']);
    expect(parsed[1]![1]).toBe(`'=HYPERLINK("x")`);
    expect(parsed[2]![1]).toBe('কমা, আর "উদ্ধৃতি"');
  });
});
