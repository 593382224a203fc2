import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

const TOO_MANY = { error: 'Too Many Requests', message: 'Too many attempts. Please wait a minute and try again.' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ authRateLimit: 3, bodyLimit: 2048 });
});
afterAll(() => app.close());

describe('rate limits (SHOBDO_AUTH_RATE_LIMIT per minute)', () => {
  test('login answers 429 JSON after the limit', async () => {
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'x', password: 'wrong-password' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('registration has its own limit, counted per client address', async () => {
    const attempt = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/auth/register/', remoteAddress: ip, payload: {} });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(400);
    expect((await attempt('10.0.0.1')).json()).toEqual(TOO_MANY);
    expect((await attempt('10.0.0.2')).statusCode).toBe(400);
  });

  test('other routes are not limited', async () => {
    for (let i = 0; i < 6; i++) expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});

describe('body size limit', () => {
  test('a body over the limit is a 413 JSON answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Payload Too Large', message: 'The request body is too large.' });
  });
});
