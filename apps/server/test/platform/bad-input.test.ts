import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { authHeader, buildTestApp, createUser } from '../helper';

/**
 * Every endpoint in the OpenAPI document (so routes added later are covered too) gets bad input:
 * each must answer a 4xx JSON error, never a 5xx.
 */
interface Operation {
  method: HTTPMethods;
  path: string;
  hasBody: boolean;
  properties: string[];
  /** Body properties that take a string (alone or among other types). */
  stringProperties: string[];
  required: string[];
  query: string[];
}

let app: FastifyInstance;
let token: string;
let operations: Operation[] = [];

beforeAll(async () => {
  app = await buildTestApp({ bodyLimit: 4096 });
  token = (await createUser(app, { role: 'admin' })).access_token;
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as HTTPMethods,
      // A path id that exists nowhere and is not even a UUID.
      path: path.replace(/\{[^}]+\}/g, 'not-an-id'),
      hasBody: !!op.requestBody,
      properties: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      stringProperties: Object.entries(op.requestBody?.content?.['application/json']?.schema?.properties ?? {})
        .filter(([, schema]) => takesString(schema))
        .map(([name]) => name),
      required: op.requestBody?.content?.['application/json']?.schema?.required ?? [],
      query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
    })),
  );
});
afterAll(() => app.close());

function takesString(schema: any): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(takesString);
}

/**
 * Fields whose route handles U+0000 itself (route config `acceptNul`): the analysed text becomes
 * U+FFFD (same length, spans aligned) and the history text filters search for that. Every other
 * string field and query parameter refuses a NUL with a 400 naming it.
 */
const NUL_ACCEPTED = new Set([
  'POST /api/analysis/analyses/analyze/ text',
  'GET /api/analysis/history/ search',
  'GET /api/analysis/history/ type',
]);
const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';

function expectClientError(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => any },
  label: string,
) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(String(res.headers['content-type']), label).toMatch(/application\/json/);
  const body = res.json();
  if (isPerspective(label)) {
    // The Perspective-compatible API answers Perspective's own error shape (test/perspective/errors.test.ts).
    expect(body.error?.code, label).toBe(res.statusCode);
    expect(typeof body.error?.message, label).toBe('string');
    expect(typeof body.error?.status, label).toBe('string');
    return;
  }
  expect(typeof body.error, label).toBe('string');
  expect(typeof body.message, label).toBe('string');
}

function isPerspective(label: string): boolean {
  return label.includes(' /api/perspective/');
}

const RAW_BODIES: [string, string][] = [
  ['malformed JSON', '{"text": "ভালো'],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"hello"'],
  ['JSON null', 'null'],
  ['a huge body', JSON.stringify({ text: 'শ'.repeat(10_000) })],
];

describe('bad input on every endpoint', () => {
  test('the document lists the endpoints', () => {
    expect(operations.filter((o) => o.hasBody).length).toBeGreaterThanOrEqual(5);
  });

  test('bodies: empty object, wrong types, unknown fields, malformed and oversized JSON', async () => {
    for (const op of operations.filter((o) => o.hasBody)) {
      const wrongTypes = Object.fromEntries(op.properties.map((p) => [p, { nested: [true] }]));
      const objects: [string, unknown][] = [
        ...(op.required.length > 0 ? ([['missing fields', {}]] as [string, unknown][]) : []),
        // With no properties, 'wrong types' is the empty object, which is valid where nothing is required.
        ...(op.properties.length > 0 ? ([['wrong types', wrongTypes]] as [string, unknown][]) : []),
        ['an unknown field', { ...wrongTypes, zz_unknown_field: 1 }],
      ];
      for (const [label, payload] of objects) {
        const res = await app.inject({
          method: op.method,
          url: op.path,
          headers: authHeader(token),
          payload: payload as object,
        });
        expectClientError(res, `${op.method} ${op.path} with ${label}`);
      }
      for (const [label, payload] of RAW_BODIES) {
        const res = await app.inject({
          method: op.method,
          url: op.path,
          headers: { ...authHeader(token), 'content-type': 'application/json' },
          payload,
        });
        // A bodyless-allowed route (logout) may accept null: that is fine, it must not fail.
        if (res.statusCode < 300 && label === 'JSON null') continue;
        expectClientError(res, `${op.method} ${op.path} with ${label}`);
      }
    }
  });

  test('query strings and path ids: never a 5xx', async () => {
    for (const op of operations) {
      const query = op.query.map((q) => `${q}=${encodeURIComponent('\u0000%ZZ<>"')}`).join('&');
      const res = await app.inject({
        method: op.method,
        url: query ? `${op.path}?${query}` : op.path,
        headers: authHeader(token),
        ...(op.hasBody ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${op.method} ${op.path}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectClientError(res, `${op.method} ${op.path}`);
    }
  });

  test('a NUL character in any string field or query parameter: 400 naming it, never a 5xx', async () => {
    let checked = 0;
    for (const op of operations) {
      const cases: [string, { payload?: object; query?: string }][] = [
        ...op.stringProperties.map((p): [string, { payload: object }] => [p, { payload: { [p]: 'ab\u0000cd' } }]),
        ...op.query.map((q): [string, { query: string }] => [q, { query: `${q}=ab%00cd` }]),
      ];
      for (const [field, { payload, query }] of cases) {
        const label = `${op.method} ${op.path} ${field}`;
        const res = await app.inject({
          method: op.method,
          url: query ? `${op.path}?${query}` : op.path,
          headers: authHeader(token),
          ...(payload ? { payload } : op.hasBody ? { payload: {} } : {}),
        });
        expect(res.statusCode, label).toBeLessThan(500);
        if (NUL_ACCEPTED.has(label)) continue;
        expectClientError(res, label);
        // Perspective's errors carry no field details; its NUL handling is tested with its errors.
        if (isPerspective(label)) continue;
        expect(res.statusCode, label).toBe(400);
        expect(res.json().details?.[field], label).toEqual([NUL_MESSAGE]);
        checked += 1;
      }
    }
    // login, register, profile and history fields at least.
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
