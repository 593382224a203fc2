import { describe, expect, it } from 'vitest';
import { trainFixtureModel } from '../testing/fixture-model';
import { decodeModelFile, encodeModelFile } from './model-file';
import { trainFixtureData } from '../testing/fixture-model';

// Both feature kinds: binary presence (a shared feature is split between its occurrences) and counts.
const models = [
  ['binary', trainFixtureModel()],
  ['counts', trainFixtureModel(3, true)],
] as const;
const texts = [
  'অফার ফ্রি লিংকে ক্লিক করুন এখনই, অফার!',
  'ভাই খুব সুন্দর গান, ধন্যবাদ 😀',
  'কেমন আছেন ভাই? free টাকা জিতুন ০১৭১১',
  'নতুন শব্দ যা মডেল জানে না',
  '',
];

describe.each(models)('predict (%s features): explanations', (_, model) => {
  it('contributions add up exactly to the predicted class score less the bias', () => {
    for (const text of texts) {
      const p = model.predict(text);
      const sum = p.word_contributions.reduce((s, w) => s + w.contribution, 0);
      expect(sum + p.bias).toBe(p.score);
    }
  });

  it('the score is the confidence and the bias the confidence of a text without known words', () => {
    // Removing every word leaves only the bias: the contribution total is the words' whole effect.
    const p = model.predict(texts[0] as string);
    const empty = model.predict('');
    expect(p.prediction).toBe('spam');
    expect(empty.word_contributions).toEqual([]);
    expect(empty.score).toBe(empty.bias);
    expect(empty.bias).toBeCloseTo(empty.confidence, 12);
    for (const text of texts) {
      const q = model.predict(text);
      expect(q.score).toBeCloseTo(q.confidence, 9);
      // The bias is the same for every text of a class: the empty text's probability of that class.
      const base = empty.class_probabilities.find((c) => c.label === q.prediction)?.confidence;
      expect(q.bias).toBeCloseTo(base as number, 12);
    }
    expect(p.score).not.toBe(p.bias);
    expect(p.word_contributions[0]?.contribution).toBeGreaterThan(0);
  });

  it('lists each distinct word once, with all spans in the original text, ranked by |contribution|', () => {
    const text = texts[0] as string;
    const p = model.predict(text);
    const offer = p.word_contributions.find((w) => w.word === 'অফার');
    expect(offer?.spans).toHaveLength(2);
    for (const w of p.word_contributions) {
      for (const s of w.spans) expect(text.slice(s.start, s.end).normalize('NFC')).toBe(w.word.normalize('NFC'));
    }
    const magnitudes = p.word_contributions.map((w) => Math.abs(w.contribution));
    expect(magnitudes).toEqual([...magnitudes].sort((a, b) => b - a));
    const total = p.word_contributions.reduce((s, w) => s + Math.abs(w.contribution_percentage), 0);
    expect(total).toBeCloseTo(100, 9);
    for (const w of p.word_contributions) expect(Math.sign(w.contribution_percentage)).toBe(Math.sign(w.contribution));
  });

  it('gives the same prediction for NFC, NFD and zero-width variants', () => {
    const text = 'বড় অফার! আয়নায় দেখো, ফ্রি টাকা';
    const base = model.predict(text.normalize('NFC'));
    for (const variant of [text.normalize('NFD'), text.normalize('NFKC'), text.replace(/ /g, '\u200B ')]) {
      const p = model.predict(variant);
      expect(p.prediction).toBe(base.prediction);
      expect(p.confidence).toBeCloseTo(base.confidence, 10);
      expect(p.word_contributions.map((w) => w.word)).toEqual(base.word_contributions.map((w) => w.word));
    }
  });
});

describe.each(models)('predict (%s features): independence', (_, model) => {
  it('a prediction does not depend on the texts predicted before it (repeated words, long texts)', () => {
    const first = texts.map((text) => model.predict(text));
    model.predict(texts.join(' ').repeat(50));
    model.probabilities(texts[0] as string);
    // Same order, same results to the last bit: nothing of an earlier text is left behind.
    expect(texts.map((text) => model.predict(text))).toEqual(first);
    expect([...texts].reverse().map((text) => model.predict(text))).toEqual([...first].reverse());
  });
});

describe.each(models)('predict (%s features): probabilities', (_, model) => {
  it('are percentages over every label, sorted, summing to 100, the first being the confidence', () => {
    for (const text of texts) {
      const p = model.predict(text);
      expect(p.class_probabilities.map((c) => c.label).sort()).toEqual(['not_spam', 'spam']);
      const sum = p.class_probabilities.reduce((s, c) => s + c.confidence, 0);
      expect(sum).toBeCloseTo(100, 9);
      expect(p.class_probabilities[0]).toEqual({ label: p.prediction, confidence: p.confidence });
    }
  });
});

describe('model file', () => {
  it('round-trips through the compact format with quantised weights', () => {
    const data = trainFixtureData();
    const decoded = decodeModelFile(encodeModelFile(data));
    expect(decoded.vocab).toEqual(data.vocab);
    expect(decoded.meta).toEqual(data.meta);
    const maxWeight = Math.max(...Array.from(data.weights, Math.abs));
    decoded.weights.forEach((w, i) =>
      expect(Math.abs(w - (data.weights[i] as number))).toBeLessThanOrEqual(maxWeight / 32767),
    );
  });
});
