import { describe, expect, it } from 'vitest';
import { isWordToken, tokenize } from '../text/tokenize';
import { createWordCache } from './word-cache';

const word = (text: string) => tokenize(text).filter(isWordToken)[0]!;

/** A cache of each word's length, and how many words it has computed. */
function lengths(limits: Parameters<typeof createWordCache<number>>[1]) {
  const computed: string[] = [];
  const lengthOf = createWordCache((token) => {
    computed.push(token.normalized);
    return token.normalized.length;
  }, limits);
  return { read: (...texts: string[]) => texts.forEach((text) => lengthOf(word(text))), computed };
}

describe('createWordCache', () => {
  it('computes a word once, by its kind and normalised form', () => {
    const { read, computed } = lengths({ entries: 10 });
    read('ami', 'AMI', 'ami', 'আমি');
    expect(computed).toEqual(['ami', 'আমি']);
  });

  it('is emptied when it holds as many words as its bound', () => {
    const { read, computed } = lengths({ entries: 2 });
    read('ki', 'na', 'ki', 'ha', 'ki');
    expect(computed).toEqual(['ki', 'na', 'ha', 'ki']);
  });

  it('is emptied before a word would take it over its weight', () => {
    const { read, computed } = lengths({ entries: 10, weigh: (n) => n, maxWeight: 7 });
    read('ami', 'tumi', 'ami', 'tomar', 'tumi');
    expect(computed).toEqual(['ami', 'tumi', 'tomar', 'tumi']);
  });
});
