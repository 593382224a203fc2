import fc from 'fast-check';
import type { JsonSchema, Operation } from './operations';

/**
 * fast-check arbitraries for hostile requests. Values are drawn from what breaks servers: wrong
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

const oddNumber = fc.oneof(
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

/** A value of the type the schema asks for, or (often) any other. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = new Set<string>([schema?.type ?? []].flat());
  const right: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) right.push(fc.constantFrom(...schema.enum));
  if (types.has('string')) right.push(oddString, fc.string({ maxLength: (schema?.maxLength ?? 50) + 2 }));
  if (types.has('integer') || types.has('number')) right.push(oddNumber);
  if (types.has('boolean')) right.push(fc.boolean());
  if (types.has('array')) right.push(fc.array(valueFor(schema?.items), { maxLength: 4 }));
  return right.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...right) }, { weight: 1, arbitrary: anyJsonValue })
    : anyJsonValue;
}

/** A body from the schema: some known fields (right or wrong type), some missing, some unknown. */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<string | Buffer | undefined> {
  const properties = Object.entries(schema?.properties ?? {});
  const knownFields = fc.record(Object.fromEntries(properties.map(([name, s]) => [name, valueFor(s)])), {
    requiredKeys: [],
  });
  const unknownFields = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), shortOddString), anyJsonValue), {
    maxLength: 3,
  });
  // JSON text built from entries, so `__proto__` arrives as a field like any other.
  const objectBody = fc
    .tuple(knownFields, unknownFields, fc.boolean())
    .map(
      ([known, unknown, withUnknown]) =>
        `{${[...Object.entries(known), ...(withUnknown ? unknown : [])]
          .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`)
          .join(',')}}`,
    );
  return fc.oneof(
    { weight: 6, arbitrary: objectBody },
    { weight: 1, arbitrary: anyJsonValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":}',
        'null',
        '[]',
        '"x"',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 300_000, max: 3_000_000 }).map((n) => `{"text":"${'ক'.repeat(n)}"}`) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const pathSegment = fc.oneof(
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: shortOddString.map((s) => encodeURIComponent(safeString(s))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%ED%A0%80', '%zz', '%', '%%', '..', '.', '%2e%2e', '%2F', 'a%00b', 'a'.repeat(5000)),
  },
);

function safeString(s: string): string {
  // encodeURIComponent throws on lone surrogates; those are sent raw-escaped instead.
  return s.replace(/[\ud800-\udfff]/g, '\ufffd');
}

const queryValue = fc.oneof(
  shortOddString.map((s) => encodeURIComponent(safeString(s))),
  fc.constantFrom('%ED%A0%80', '%zz', '-1', '0', '99999999999999999999', '1e3', '', 'true', 'a&b=c', '[]', '{}'),
);

/** Who sends the request: nobody, a signed-in role, a forged token, or a program with a valid API key. */
export type Caller = 'anonymous' | 'user' | 'moderator' | 'admin' | 'garbage' | 'key';

export interface HostileRequest {
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'content-type',
    'accept',
    'accept-language',
    'x-forwarded-for',
    'origin',
    'cookie',
    'if-none-match',
    'range',
    'content-encoding',
  ),
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      '*/*',
      'gzip',
      'bytes=0-1',
      'bn-BD,bn;q=0.9',
      '\t',
      'x'.repeat(8000),
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  ),
  { maxKeys: 3 },
);

/** A hostile request for one operation, with the caller's token when it has one. */
export function hostileRequest(op: Operation): fc.Arbitrary<HostileRequest> {
  const segments = fc.tuple(...op.pathParams.map(() => pathSegment));
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...op.queryParams, ...PROTO_KEYS),
        shortOddString.map((s) => encodeURIComponent(safeString(s))),
      ),
      queryValue,
    ),
    { maxLength: 4 },
  );
  return fc
    .record({
      segments: op.pathParams.length > 0 ? segments : fc.constant([] as string[]),
      query,
      caller: fc.constantFrom<Caller>('anonymous', 'user', 'moderator', 'admin', 'garbage', 'key'),
      headers: extraHeaders,
      payload: bodyFor(op.bodySchema),
      jsonType: fc.boolean(),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(op.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
      ),
    })
    .map(({ segments, query, caller, headers, payload, jsonType, method }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? 'x');
      const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
      return {
        method,
        url: qs ? `${path}?${qs}` : path,
        caller,
        headers: { ...(jsonType && payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        payload: method === 'GET' || method === 'HEAD' ? undefined : payload,
      };
    });
}
