import { describe, expect, it } from 'vitest';
import {
  collapseRepeatedSigns,
  composeBengali,
  fixSplitVowelSigns,
  foldPunctuation,
  foldWhitespace,
  normalizeText,
  normalizeToken,
  removeInvisible,
} from './normalize-text';

describe('composeBengali', () => {
  it('keeps য় ড় ঢ় as single code points whatever the input form', () => {
    for (const letter of ['\u09DF', '\u09DC', '\u09DD']) {
      expect(composeBengali(letter.normalize('NFD'))).toBe(letter);
      expect(composeBengali(letter.normalize('NFKC'))).toBe(letter);
      expect(composeBengali(letter)).toBe(letter);
    }
  });
  it('composes decomposed vowel signs via NFC', () => {
    expect(composeBengali('\u0995\u09C7\u09BE')).toBe('\u0995\u09CB');
  });
});

describe('removeInvisible', () => {
  it('drops zero-width characters, BOM and soft hyphen', () => {
    expect(removeInvisible('ভা\u200Bলো\u200C\u200D\uFEFF\u00AD\u2060')).toBe('ভালো');
  });
});

describe('fixSplitVowelSigns', () => {
  it('joins e-kar + aa-kar into o-kar and e-kar + au mark into au-kar', () => {
    expect(fixSplitVowelSigns('ক\u09C7\u09BE')).toBe('ক\u09CB');
    expect(fixSplitVowelSigns('ক\u09C7\u09D7')).toBe('ক\u09CC');
  });

  it('joins the letter a + aa-kar, which looks like আ, into the letter আ', () => {
    expect(fixSplitVowelSigns('\u0985\u09BEবর্জনা')).toBe('আবর্জনা');
    expect(fixSplitVowelSigns('আম')).toBe('আম');
  });
});

describe('collapseRepeatedSigns', () => {
  it('drops a vowel sign or hasanta typed twice in a row', () => {
    expect(collapseRepeatedSigns('বু\u09C1ঝি')).toBe('বুঝি');
    expect(collapseRepeatedSigns('না\u09BE\u09BE')).toBe('না');
    expect(collapseRepeatedSigns('ক্\u09CDষ')).toBe('ক্ষ');
  });

  it('keeps different signs and words that repeat a letter', () => {
    expect(collapseRepeatedSigns('কিনি')).toBe('কিনি');
    expect(collapseRepeatedSigns('ককককক')).toBe('ককককক');
    expect(collapseRepeatedSigns('ভালো')).toBe('ভালো');
  });
});

describe('foldPunctuation', () => {
  it('folds double dari and a pipe after Bengali into one dari', () => {
    expect(foldPunctuation('ভালো।।')).toBe('ভালো।');
    expect(foldPunctuation('ভালো॥')).toBe('ভালো।');
    expect(foldPunctuation('ভালো|')).toBe('ভালো।');
    expect(foldPunctuation('a|b')).toBe('a|b');
  });
  it('folds curly quotes, dashes and the ellipsis character', () => {
    expect(foldPunctuation('“কথা” ‘ঠিক’ – …')).toBe('"কথা" \'ঠিক\' - ...');
  });
});

describe('foldWhitespace', () => {
  it('turns any whitespace run into one space and trims', () => {
    expect(foldWhitespace('  আমি\u00A0\u00A0তুমি\n\tসে ')).toBe('আমি তুমি সে');
  });
});

describe('normalizeText', () => {
  it('gives one form for NFC, NFD, NFKC and zero-width variants of the same text', () => {
    const text = 'আমার দেশের মাটি ভালো, বড়ো নদী আর ঢাকা শহর।';
    const variants = [
      text.normalize('NFC'),
      text.normalize('NFD'),
      text.normalize('NFKC'),
      text.replace(/ /g, ' \u200B').replace('ভালো', 'ভা\u200Cলো'),
    ];
    const forms = new Set(variants.map(normalizeText));
    expect(forms.size).toBe(1);
    expect([...forms][0]).toContain('\u09DC');
  });
});

describe('normalizeToken', () => {
  it('agrees with normalizeText on every kind of token', () => {
    const samples = [
      'আমি',
      'বাংলায়',
      'বাংলায়'.normalize('NFD'),
      'ড়',
      'ক\u09C7\u09BE',
      'ক\u09C7\u09D7',
      'ভা\u200Bলো',
      '।।',
      '॥',
      '|',
      '“',
      '…',
      'café',
      'cafe\u0301',
      '😀',
      '👍🏽',
      '১২৩',
      'abc',
      'ÄÖ',
      '\u00A0',
      'ক্ষমা',
      'আয়না'.normalize('NFKC'),
      '\u0985\u09BEমি',
      'বু\u09C1ঝি',
      'ক্\u09CDষ',
      'না\u09BE\u09BE',
    ];
    for (const s of samples) expect(normalizeToken(s), s).toBe(normalizeText(s));
  });
});
