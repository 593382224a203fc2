import { describe, expect, it } from 'vitest';
import { DIALECT_WORDS, foldDialect, foldDialectWord } from './fold-dialect';
import { composeBengali } from './normalize-text';

// The folded forms come out composed (য় ড় ঢ় as single letters), however the source spells them.
const c = composeBengali;

describe('foldDialectWord', () => {
  it.each([
    ['ফাটায়া', 'ফাটিয়ে'],
    ['জ্বালাইয়া', 'জ্বালিয়ে'],
    ['মারমু', 'মারব'],
    ['কাটমুনে', 'কাটব'],
    ['কুপামু', 'কুপাব'],
    ['দিমু', 'দিব'],
    ['ফেলমু', 'ফেলব'],
    ['কইরা', 'করে'],
    ['ছিঁড়া', 'ছিঁড়ে'],
    ['হাড্ডি', 'হাড়'],
    ['গুঁড়া', 'গুঁড়ো'],
    ['করুম', 'করব'],
    ['ধরায়ে', 'ধরিয়ে'],
    ['পুড়ায়ে', 'পুড়িয়ে'],
    ['জ্বালাইয়ে', 'জ্বালিয়ে'],
    ['দেখিশ', 'দেখিস'],
    ['করিশ', 'করিস'],
    ['দেইখা', 'দেখে'],
    ['লমু', 'নিব'],
    ['নিবো', 'নিব'],
    ['দিবো', 'দিব'],
    ['করবো', 'করব'],
    ['ফেলবো', 'ফেলব'],
  ])('%s → %s', (dialect, standard) => {
    expect(foldDialectWord(dialect)).toBe(c(standard));
  });

  it('reads the decomposed spelling of য় and ড় as the composed one', () => {
    expect(foldDialectWord('ফাটা\u09AF\u09BCা')).toBe('ফাটি\u09DFে');
    expect(foldDialectWord('ছিঁ\u09A1\u09BCা')).toBe(foldDialectWord('ছিঁ\u09DCা'));
  });

  it.each([
    'ঘুম',
    'মামু',
    'আম্মু',
    'হুকুম',
    'জুলুম',
    'মরহুম',
    'মায়া',
    'আমি',
    'তোকে',
    'খাইয়া',
    'গায়ে',
    'পায়ে',
    'বিশ',
    'টার্বো',
    'জম্বো',
    'রবো',
  ])('leaves the standard or unrelated word %s as typed', (word) => {
    expect(foldDialectWord(word)).toBeUndefined();
  });

  it('keeps a table whose standard forms are not themselves folded', () => {
    for (const standard of DIALECT_WORDS.values()) expect(foldDialectWord(standard)).toBeUndefined();
  });
});

describe('foldDialect', () => {
  it('folds the words of a text and maps each back to the word as typed', () => {
    const typed = 'তোর মাথা ফাটায়া দিমু, হাড্ডি গুঁড়া কইরা দিমু 😂';
    const folded = foldDialect(typed);
    expect(folded.text).toBe(c('তোর মাথা ফাটিয়ে দিব, হাড় গুঁড়ো করে দিব 😂'));
    const start = folded.text.indexOf(c('হাড়'));
    expect(typed.slice(folded.toOriginal(start), folded.toOriginal(start + c('হাড়').length))).toBe('হাড্ডি');
    expect(folded.toOriginal(folded.text.length)).toBe(typed.length);
  });

  it('with a vocabulary, folds only a word the model does not know into one it knows', () => {
    const known = new Set(['দিমু', c('ফাটিয়ে')]);
    const knows = (w: string) => known.has(c(w));
    expect(foldDialect('ফাটায়া দিমু', { knows }).text).toBe(c('ফাটিয়ে') + ' দিমু');
    expect(foldDialect('হাড্ডি', { knows }).text).toBe('হাড্ডি');
    // পুলিশ would fold to পুলিস by the -িশ rule; a model that knows the word as typed reads it so.
    expect(foldDialect('পুলিশ', { knows: (w) => w === 'পুলিশ' || w === 'পুলিস' }).text).toBe('পুলিশ');
  });

  it('folds a table word or future form the model knows when it knows the standard form better (decision 0078)', () => {
    const evidence: Record<string, number> = {
      করমু: 0.4,
      করব: 2.5,
      দিমু: 3,
      দিব: 1.2,
      মারমু: 0.1,
      মারব: 3,
      পুলিশ: 0.2,
      পুলিস: 1,
    };
    const gate = {
      knows: (w: string) => w in evidence,
      prefer: (standard: string, typed: string) => (evidence[standard] ?? 0) > (evidence[typed] ?? 0),
    };
    // করমু (table) and মারমু (the -মু future rule), met a few times, read as করব and মারব; দিমু, learned
    // well, keeps its own weight.
    expect(foldDialect('তোরে খুন করমু', gate).text).toBe('তোরে খুন করব');
    expect(foldDialect('তোরে মারমু', gate).text).toBe('তোরে মারব');
    expect(foldDialect('মাথা ফাটায়া দিমু', gate).text).toBe('মাথা ফাটায়া দিমু');
    // A word the -িশ rule meets (পুলিশ) is a standard word: it keeps its weight whenever the model knows it.
    expect(foldDialect('পুলিশ', gate).text).toBe('পুলিশ');
    // Without `prefer`, a known word is never folded.
    expect(foldDialect('তোরে খুন করমু', { knows: gate.knows }).text).toBe('তোরে খুন করমু');
  });

  it('changes nothing in a text without dialect forms', () => {
    const t = foldDialect('আজ আবহাওয়া খুব ভালো');
    expect(t.text).toBe('আজ আবহাওয়া খুব ভালো');
    expect(t.toOriginal(4)).toBe(4);
  });
});
