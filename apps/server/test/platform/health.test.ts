import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /api/health/', () => {
  test('reports version 1.0.0 and a reachable database', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', version: '1.0.0', database: { status: 'ok' } });
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(typeof body.database.latency_ms).toBe('number');
  });

  test('answers without the trailing slash too', async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  test('reports 503 when the database stops answering', async () => {
    app = await buildTestApp();
    await app.ready();
    const db = app.db;
    // The connection is gone (as when PostgreSQL goes down); the health check must say so.
    Object.defineProperty(app, 'db', { value: { execute: () => Promise.reject(new Error('connection refused')) } });
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    Object.defineProperty(app, 'db', { value: db });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: { status: 'error' } });
  });
});
