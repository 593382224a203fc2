import { describe, expect, it } from 'vitest';
import { composeBengali } from './normalize-text';
import { faithWordSpelling } from './romanized-faith-words';

describe('faithWordSpelling', () => {
  it.each([
    ['hindu', 'হিন্দু'],
    ['muslim', 'মুসলিম'],
    ['nastik', 'নাস্তিক'],
    ['christian', 'খ্রিস্টান'],
    ['puja', 'পূজা'],
    ['nere', 'নেড়ে'],
  ])('spells the listed word %s as the dictionary does (%s)', (latin, bengali) => {
    expect(faithWordSpelling(latin)).toBe(composeBengali(bengali));
  });

  it.each([
    ['hinduder', 'হিন্দুদের'],
    ['hindur', 'হিন্দুর'],
    ['hindura', 'হিন্দুরা'],
    ['muslimer', 'মুসলিমের'],
    ['muslimgula', 'মুসলিমগুলা'],
    ['muslimgo', 'মুসলিমগো'],
    ['nastikderke', 'নাস্তিকদেরকে'],
    ['dhormer', 'ধর্মের'],
    ['dhormoke', 'ধর্মকে'],
    ['pujar', 'পূজার'],
    ['christianra', 'খ্রিস্টানরা'],
  ])('reads a Bangla ending after a listed word: %s → %s', (latin, bengali) => {
    expect(faithWordSpelling(latin)).toBe(composeBengali(bengali));
  });

  it('takes r only after a vowel and er only after a consonant, as Bengali writes the case ending', () => {
    // হিন্দু ends in a vowel: hinduer is not read as a listed word with er; মুসলিম ends in a consonant: muslimr is not either.
    expect(faithWordSpelling('hinduer')).toBeUndefined();
    expect(faithWordSpelling('muslimr')).toBeUndefined();
  });

  it('leaves every other word to the rules, an ending alone included', () => {
    for (const word of [
      'ami',
      'koran',
      'hindustan',
      'der',
      'gula',
      'er',
      'musli',
      'valo',
      'constructor',
      'constructorder',
    ]) {
      expect(faithWordSpelling(word)).toBeUndefined();
    }
  });
});
