import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeader, buildTestApp, createUser } from '../helper';

/** Gap 1: a body field named after an Object.prototype property is an unknown field (400), never a 500. */
const NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
];

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = (await createUser(app)).access_token;
});
afterAll(() => app.close());

describe('body fields named after Object.prototype properties', () => {
  for (const name of NAMES) {
    test(`login with an extra "${name}" field answers 400 naming the field`, async () => {
      const payload = `{"username":"x","password":"y",${JSON.stringify(name)}:1}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('Bad Request');
      if (name === '__proto__') {
        // The JSON parser refuses a body that could poison prototypes before validation runs.
        expect(Object.keys(body).sort()).toEqual(['error', 'message']);
      } else {
        expect(Object.keys(body).sort()).toEqual(['details', 'error', 'message']);
        expect(Object.hasOwn(body.details, name)).toBe(true);
        expect(body.details[name]).toEqual(['Unknown field.']);
      }
    });

    test(`analyse with an extra "${name}" field answers 400`, async () => {
      const payload = `{"text":"ভালো","model_id":"shobdo-v1",${JSON.stringify(name)}:{"a":1}}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/analysis/analyses/analyze/',
        payload,
        headers: { 'content-type': 'application/json', ...authHeader(token) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Bad Request');
    });
  }

  test('a field named "__proto__" with an object value does not change the details object', async () => {
    const payload = '{"username":"x","password":"y","__proto__":{"polluted":true}}';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
