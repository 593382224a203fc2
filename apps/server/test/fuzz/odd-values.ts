import fc from 'fast-check';

/**
 * fast-check arbitraries for the values in hostile requests (hostile.ts builds the requests). Values are drawn from what breaks servers: wrong
 * types, missing and unknown fields (object-property names among them), huge and deeply nested
 * bodies, odd Unicode (lone surrogates, NUL, bidi overrides, joiners, combining marks, Bengali in
 * several encodings), malformed URLs and headers.
 */
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toJSON',
  'then',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\u202e' + 'evil',
  '\u200d\u200c\u200b',
  '\ufeff',
  'ক্‍ষ',
  'ক্ষ',
  'র‍্য',
  '\u09a1\u09bc',
  '\u09dc',
  'আমি ভালো',
  '১২৩',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '%ED%A0%80',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '00000000-0000-0000-0000-000000000000',
  'shobdo-v1',
  'admin',
  'user',
];

/** Short odd strings: fit anywhere (URL segments, query values, field names). */
export const shortOddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x0980, max: 0x09ff }).map((c) => String.fromCharCode(c)),
      maxLength: 60,
    }),
  },
);

/** Field values: short odd strings, now and then a long one (past every length limit). */
export const oddString = fc.oneof(
  { weight: 12, arbitrary: shortOddString },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'অ'.repeat(n)) },
);

export const oddNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays and objects nested deeper than any limit (JSON text is built for these, see deepJson). */
export const deepJson = fc
  .integer({ min: 50, max: 5_000 })
  .chain((depth) =>
    fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

export const anyJsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(shortOddString, fc.constantFrom(...PROTO_KEYS)), tie('value'), {
      maxKeys: 5,
      noNullPrototype: true,
    }),
  ),
})).value;
