import fc from 'fast-check';
import type { JsonSchema, Operation } from './operations';
import { anyJsonValue, deepJson, oddNumber, oddString, PROTO_KEYS, shortOddString } from './odd-values';

/**
 * fast-check arbitraries for hostile requests: wrong types, missing and unknown fields, huge and deeply
 * nested bodies, malformed URLs and headers, built from the odd values of odd-values.ts.
 */
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
