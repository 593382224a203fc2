import { describe, expect, it } from 'vitest';
import { packVocabulary, unpackVocabularySection, vocabularyKey } from './packed-vocabulary';

const vocab = ['w আমি', 'c <আ', 'b আমি তোমাকে', 'w 😀', 'w', 'c ি'];

describe('packed vocabulary', () => {
  it('keeps every key, from strings or from the file section, the same', () => {
    const fromStrings = packVocabulary(vocab);
    const fromSection = unpackVocabularySection(vocab.join('\n'), vocab.length);
    expect(fromSection.units).toEqual(fromStrings.units);
    expect(fromSection.starts).toEqual(fromStrings.starts);
    expect(vocab.map((_, f) => vocabularyKey(fromSection, f))).toEqual(vocab);
  });

  it('packs an empty vocabulary and refuses a section whose line count disagrees', () => {
    expect(unpackVocabularySection('', 0).size).toBe(0);
    expect(() => unpackVocabularySection('a\nb\nc', 2)).toThrow('corrupt model file');
    expect(() => unpackVocabularySection('a\nb', 3)).toThrow('corrupt model file');
  });
});
