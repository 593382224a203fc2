import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('OpenAPI', () => {
  test('/api/docs/json is generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('1.0.0');
    for (const path of [
      '/api/auth/login/',
      '/api/auth/register/',
      '/api/auth/token/refresh/',
      '/api/auth/logout/',
      '/api/auth/user/',
      '/api/users/users/me/',
      '/api/health/',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const login = doc.paths['/api/auth/login/'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(body.additionalProperties).toBe(false);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(doc.paths['/api/auth/user/'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  test('/api/docs/ serves the Swagger UI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});
