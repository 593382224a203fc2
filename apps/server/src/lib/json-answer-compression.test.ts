import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import {
  SHORT_PATH_MAX_CHARS,
  chooseAnswerEncoding,
  compressJsonAnswer,
  varyWithAcceptEncoding,
} from './json-answer-compression';

const decode = (body: Buffer, encoding: 'br' | 'gzip') =>
  (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString('utf8');

describe('chooseAnswerEncoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('accept-encoding %j gets %s', (header, expected) => {
    expect(chooseAnswerEncoding(header)).toBe(expected);
  });
});

describe('compressJsonAnswer', () => {
  const answer = JSON.stringify({
    summary: 'মডেলটি লেখাটিকে "স্বাভাবিক লেখা" শ্রেণিতে ফেলেছে, আস্থা ৮৬.৫%।',
    words: Array.from({ length: 40 }, (_, i) => ({ word: `শব্দ${i}`, contribution: i / 7 })),
  });

  test.each(['br', 'gzip'] as const)('%s gives back the same text, smaller', (encoding) => {
    const body = compressJsonAnswer(answer, encoding);
    expect(decode(body, encoding)).toBe(answer);
    expect(body.length).toBeLessThan(Buffer.byteLength(answer) / 2);
  });

  test('answers one after another do not share bytes through the reused input buffer', () => {
    const long = JSON.stringify({ text: 'ক'.repeat(3000) });
    const short = JSON.stringify({ text: 'খ'.repeat(400) });
    const first = compressJsonAnswer(long, 'br');
    const second = compressJsonAnswer(short, 'br');
    expect(decode(first, 'br')).toBe(long);
    expect(decode(second, 'br')).toBe(short);
  });

  test('the longest answer it takes, all three-byte characters, arrives whole', () => {
    const text = 'শ'.repeat(SHORT_PATH_MAX_CHARS);
    expect(decode(compressJsonAnswer(text, 'gzip'), 'gzip')).toBe(text);
  });

  test('a longer answer is refused rather than cut', () => {
    expect(() => compressJsonAnswer('a'.repeat(SHORT_PATH_MAX_CHARS + 1), 'br')).toThrow(RangeError);
  });
});

describe('varyWithAcceptEncoding', () => {
  test.each([
    [undefined, 'accept-encoding'],
    ['', 'accept-encoding'],
    ['Accept-Language', 'Accept-Language, accept-encoding'],
    ['accept-language, Accept-Encoding', 'accept-language, Accept-Encoding'],
    ['*', '*'],
    ['accept-encoding-extra', 'accept-encoding-extra, accept-encoding'],
  ])('%j becomes %j', (vary, expected) => {
    expect(varyWithAcceptEncoding(vary)).toBe(expected);
  });
});
