import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../src/lib/errors';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // Test-only routes that fail in the ways real handlers can.
  app.get('/api/test-only/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2');
  });
  app.get('/api/test-only/missing', async () => {
    throw notFound('No such analysis.');
  });
  app.get('/api/test-only/conflict', async () => {
    throw conflict('Already done.');
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/test-only/bad-response',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'not a number' }) as unknown as { n: number },
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/test-only/query',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async (request) => ({ page: request.query.page }),
    );
});
afterAll(() => app.close());

describe('one error shape', () => {
  test('an unknown /api route is a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-such-thing/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found', message: 'Resource not found.' });
    }
  });

  test('a wrong method on an existing API path is a 405 naming the allowed methods', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/login/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ error: 'Method Not Allowed', message: 'This method is not allowed here.' });
    // A parametric path, without its trailing slash (the router ignores it).
    const put = await app.inject({
      method: 'PUT',
      url: '/api/analysis/analyses/123e4567-e89b-12d3-a456-426614174000',
    });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('DELETE, GET, HEAD');
    // GET /api/analysis/analyses/analyze/ is not one of these: GET /:id/ answers it (no analysis "analyze").
    // Routes a plugin adds (the API docs) and routes added after the app is built (tests) count too.
    const docs = await app.inject({ method: 'POST', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(405);
    expect(docs.headers.allow).toBe('GET, HEAD');
    const post = await app.inject({ method: 'POST', url: '/api/test-only/crash' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  test('a crash is a 500 that shows no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', message: 'Server error. Please try again later.' });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
  });

  test('a response that breaks its own schema is a plain 500 too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', message: 'Server error. Please try again later.' });
  });

  test('typed errors keep their status and message', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test-only/missing' })).json()).toEqual({
      error: 'Not Found',
      message: 'No such analysis.',
    });
    const res = await app.inject({ method: 'GET', url: '/api/test-only/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', message: 'Already done.' });
  });

  test('query string validation is a 400 with details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/query?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: 'Invalid input. Please check your data.' });
    expect(res.json().details).toHaveProperty('page');
  });

  test('malformed JSON is a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "rahim", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  test('an unsupported content type is a 415 JSON answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Unsupported Media Type');
  });
});

describe('security headers', () => {
  test('every answer carries helmet headers with a CSP for the SPA', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
