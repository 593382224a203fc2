import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const words = (text: string) => tokenize(text).map((t) => t.normalized);

describe('tokenize', () => {
  it('keeps Bengali words whole where a \\w tokenizer breaks them', () => {
    const text = 'ক্ষমা চাই, সুন্দর বাংলায় কথা বলো। ঢাকা ড়ো';
    // A \w-based split cuts at every vowel sign, hasanta and nukta.
    expect(text.split(/\W+/).filter(Boolean)).not.toContain('ক্ষমা');
    expect(words(text)).toEqual(['ক্ষমা', 'চাই', ',', 'সুন্দর', 'বাংলা\u09DF', 'কথা', 'বলো', '।', 'ঢাকা', '\u09DCো']);
  });

  it('keeps spans in the original text, even when normalisation changes the token', () => {
    const text = ' বাং\u200Bলায়  গান!!  ';
    const tokens = tokenize(text);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens[0]?.normalized).toBe('বাংলা\u09DF');
    expect(tokens[0]?.normalized).toHaveLength(6);
  });

  it('handles Latin, romanized Bangla, numbers in both scripts, emoji and punctuation', () => {
    const tokens = tokenize('Ami tomake valobashi 😀👍🏽 ১২৩ 45 🇧🇩 ok?');
    expect(tokens.map((t) => [t.normalized, t.kind])).toEqual([
      ['ami', 'latin'],
      ['tomake', 'latin'],
      ['valobashi', 'latin'],
      ['😀', 'emoji'],
      ['👍🏽', 'emoji'],
      ['১২৩', 'number'],
      ['45', 'number'],
      ['🇧🇩', 'emoji'],
      ['ok', 'latin'],
      ['?', 'punct'],
    ]);
  });

  it('keeps a number with separators between its digits whole', () => {
    expect(tokenize('১০,০০০টাকা ৩.৫% ১২:৩০ 1,250.75, 7.').map((t) => [t.normalized, t.kind])).toEqual([
      ['১০,০০০', 'number'],
      ['টাকা', 'bengali'],
      ['৩.৫', 'number'],
      ['%', 'punct'],
      ['১২:৩০', 'number'],
      ['1,250.75', 'number'],
      [',', 'punct'],
      ['7', 'number'],
      ['.', 'punct'],
    ]);
  });

  it('keeps the joiners that make one emoji of several', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const facepalm = '\u{1F926}\u200D\u2642\uFE0F';
    expect(tokenize(`${family} ভালো ${facepalm}`).map((t) => [t.normalized, t.kind])).toEqual([
      [family, 'emoji'],
      ['ভালো', 'bengali'],
      [facepalm, 'emoji'],
    ]);
  });

  it('gives the same normalised tokens for NFC, NFD and zero-width variants', () => {
    const text = 'বড়ো ভাই আয়নায় দেখো';
    const base = words(text);
    expect(words(text.normalize('NFD'))).toEqual(base);
    expect(words(text.normalize('NFKC'))).toEqual(base);
    expect(words(text.replace(/ /g, '\u200B '))).toEqual(base);
  });

  it('drops runs of invisible characters only', () => {
    expect(tokenize('\u200B\u200C')).toEqual([]);
  });
});
