import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLinearTextModel } from './linear-text-model';
import { decodeModelFile } from './model-file';
import { normalizeToken } from '../text/normalize-text';

// The shipped lean five-class model, read once as a Bengali-only model and once as every model of a
// Bengali task reads by default: Bengali script and romanized Bangla (decision 0054).
const data = decodeModelFile(
  readFileSync(fileURLToPath(new URL('../../../../models/shobdo-v1.model.gz', import.meta.url))),
);
const info = (id: string) => ({
  id,
  name: id,
  description: '',
  task: 'classification' as const,
  labels: data.meta.labels,
  status: 'active' as const,
  version: data.meta.version,
});
const bengaliOnly = createLinearTextModel(data, info('bn'), { reads: ['bengali'] });
const romanized = createLinearTextModel(data, info('rom'));

const texts = [
  'ami tore mere felbo',
  'bhai kno eto deri holo? 😀',
  'tor bari te agun dimu, ভাই',
  'apu inbox e aso, apu!',
];

describe('a model that reads romanized Bangla', () => {
  it('keeps the contributions exactly additive: their sum plus the bias is the score', () => {
    for (const text of texts) {
      const p = romanized.predict(text);
      const sum = p.word_contributions.reduce((s, w) => s + w.contribution, 0);
      expect(sum + p.bias).toBe(p.score);
      expect(p.score).toBeCloseTo(p.confidence, 9);
    }
  });

  it('points each word at the word as typed, in Latin letters', () => {
    for (const text of texts) {
      for (const w of romanized.predict(text).word_contributions) {
        for (const span of w.spans) expect(text.slice(span.start, span.end).toLowerCase()).toBe(w.word);
      }
    }
    const apu = romanized.predict('apu inbox e aso, apu!').word_contributions.find((w) => w.word === 'apu');
    expect(apu?.spans).toEqual([
      { start: 0, end: 3 },
      { start: 17, end: 20 },
    ]);
  });

  it('predicts exactly as the Bengali-only model does on the transliterated text', () => {
    const p = romanized.predict('ami tore mere felbo');
    const q = bengaliOnly.predict('আমি তোরে মেরে ফেলবো');
    expect(p.prediction).toBe(q.prediction);
    expect(p.confidence).toBe(q.confidence);
    expect(p.word_contributions.map((w) => w.contribution)).toEqual(q.word_contributions.map((w) => w.contribution));
    expect([...romanized.probabilities('ami tore mere felbo')]).toEqual([
      ...bengaliOnly.probabilities('আমি তোরে মেরে ফেলবো'),
    ]);
  });

  it('leaves Bengali-script text as the Bengali-only model reads it, and warns of English only', () => {
    expect(romanized.predict('তোকে মেরে ফেলব')).toEqual(bengaliOnly.predict('তোকে মেরে ফেলব'));
    expect(romanized.predict('You are such a stupid idiot').warnings.map((w) => w.code)).toContain(
      'unsupported_language',
    );
    expect(romanized.predict('ami tore mere felbo').warnings.map((w) => w.code)).not.toContain('unsupported_language');
    expect(bengaliOnly.predict('ami tore mere felbo').warnings.map((w) => w.code)).toContain('unsupported_language');
  });

  it('reads romanized Bangla by default and says so in a notice; Bengali script and English get none', () => {
    expect(romanized.reads).toEqual(['bengali', 'romanized']);
    const codes = (text: string) => romanized.predict(text).warnings.map((w) => w.code);
    expect(codes('ami tore mere felbo')).toContain('romanized_input');
    expect(codes('tor bari te agun dimu, ভাই')).toContain('romanized_input');
    expect(codes('তোকে মেরে ফেলব')).not.toContain('romanized_input');
    expect(codes('You are such a stupid idiot')).not.toContain('romanized_input');
    expect(bengaliOnly.predict('ami tore mere felbo').warnings.map((w) => w.code)).not.toContain('romanized_input');
  });

  it('transliterates only a text that is romanized as a whole: Latin words in Bengali text and English stay as typed', () => {
    for (const text of ['ভাই এটা খুব sad একটা খবর', 'You are such a stupid idiot']) {
      // The same answer; only the English notice's wording differs, as it names what each model reads.
      const { warnings: _own, ...answer } = romanized.predict(text);
      const { warnings: _other, ...plain } = bengaliOnly.predict(text);
      expect(answer).toEqual(plain);
      expect([...romanized.probabilities(text)]).toEqual([...bengaliOnly.probabilities(text)]);
    }
  });

  it('reads dialect forms it does not know as their standard forms, explained exactly on the words as typed', () => {
    for (const text of [
      'তোর মাথা ফাটায়া দিমু',
      'হাড্ডি গুঁড়া কইরা দিমু',
      'tor matha fataiya dimu',
      'tor barite agun dhoraye dimu, ratre dekhish ki hoy',
    ]) {
      const p = romanized.predict(text);
      const sum = p.word_contributions.reduce((s, w) => s + w.contribution, 0);
      expect(sum + p.bias).toBe(p.score);
      for (const w of p.word_contributions) {
        for (const span of w.spans) expect(normalizeToken(text.slice(span.start, span.end)).toLowerCase()).toBe(w.word);
      }
    }
    // A word the model knows as typed keeps its own weight; one it does not know is read as the standard form.
    const typed = romanized.predict('তোর মাথা ফাটায়া');
    const standard = bengaliOnly.predict('তোর মাথা ফাটিয়ে');
    expect(typed.prediction).toBe(standard.prediction);
    expect(typed.confidence).toBeCloseTo(standard.confidence, 12);
    // The colloquial -ায়ে and the -িশ written for -িস, as romanized "dhoraye" and "dekhish" are transliterated.
    const colloquial = romanized.predict('tor barite agun dhoraye, ratre dekhish');
    const written = bengaliOnly.predict('তোর বাড়িতে আগুন ধরিয়ে, রাত্রে দেখিস');
    expect(colloquial.prediction).toBe(written.prediction);
    expect(colloquial.confidence).toBeCloseTo(written.confidence, 12);
  });

  it('reads a table word it knows less well than the standard form as the standard form (decision 0078)', () => {
    // This model knows মাইরা from a few comments and মেরে better: মাইরা reads as মেরে, named as typed.
    const dialect = romanized.predict('তোরে মাইরা');
    const standard = romanized.predict('তোরে মেরে');
    expect(dialect.prediction).toBe(standard.prediction);
    expect(dialect.confidence).toBeCloseTo(standard.confidence, 12);
    expect(dialect.word_contributions.map((w) => w.word)).toContain('মাইরা');
    // দিমু, which it knows better than দিব, keeps its own weight.
    expect(romanized.predict('দিমু').confidence).not.toBeCloseTo(romanized.predict('দিব').confidence, 6);
  });

  it('reads a faith and its people in the dictionary spelling, as Bengali script does, named as typed (decision 0100)', () => {
    // The rules alone write হিনদু, মুস্লিম and নাসতিকদের: misspellings the models barely know.
    const typed = 'hindu muslim nastikder kotha';
    const p = romanized.predict(typed);
    const q = bengaliOnly.predict('হিন্দু মুসলিম নাস্তিকদের কথা');
    expect(p.prediction).toBe(q.prediction);
    expect(p.confidence).toBe(q.confidence);
    expect([...romanized.probabilities(typed)]).toEqual([...bengaliOnly.probabilities('হিন্দু মুসলিম নাস্তিকদের কথা')]);
    expect(p.word_contributions.map((w) => w.word).sort()).toEqual(['hindu', 'kotha', 'muslim', 'nastikder']);
  });

  it('spells a romanized word the way the model knows it when the rules spell it another way', () => {
    // The rules write t as ত and a cluster apart (পিতাইয়া, কুততা); this model knows পিটাইয়া and কুত্তা.
    for (const [typed, written] of [
      ['tore pitaiya', 'তোরে পিটাইয়া'],
      ['tui ekta kutta', 'তুই একটা কুত্তা'],
    ] as const) {
      const p = romanized.predict(typed);
      const q = bengaliOnly.predict(written);
      expect(p.prediction).toBe(q.prediction);
      expect(p.confidence).toBe(q.confidence);
      expect(p.word_contributions.map((w) => w.word).sort()).toEqual(typed.split(' ').sort());
    }
  });
});
