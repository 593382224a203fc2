import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { livenessResponseSchema, readinessResponseSchema } from '@shobdo/contracts';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

describe('GET /api/health/ready/', () => {
  test('ready: the database answers and every migration is applied', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(res.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(res.json())).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'applied',
    });
  });

  test('not ready while a migration this build ships is not applied', async () => {
    const [last] = (
      (await app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'pending' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode).toBe(200);
  });

  test('not ready when the database does not answer; an Authorization header is not consulted', async () => {
    const db = app.db;
    Object.defineProperty(app, 'db', { value: { execute: () => Promise.reject(new Error('connection refused')) } });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health/ready/',
        headers: { authorization: 'Bearer stale' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'error', migrations: 'unknown' });
    } finally {
      Object.defineProperty(app, 'db', { value: db });
    }
  });
});

describe('GET /api/health/live/', () => {
  test('alive without touching the database, with the event loop delay', async () => {
    const db = app.db;
    Object.defineProperty(app, 'db', { value: { execute: () => Promise.reject(new Error('connection refused')) } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/live', headers: { authorization: 'Bearer x' } });
      expect(res.statusCode).toBe(200);
      const body = livenessResponseSchema.parse(res.json());
      expect(body.event_loop_delay_ms).toBeGreaterThanOrEqual(0);
    } finally {
      Object.defineProperty(app, 'db', { value: db });
    }
  });

  test('reports a stall of the event loop since the previous call', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live/' });
    const until = Date.now() + 300;
    while (Date.now() < until); // a synchronous job blocking the loop
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await app.inject({ method: 'GET', url: '/api/health/live/' });
    expect(res.json().event_loop_delay_ms).toBeGreaterThanOrEqual(250);
  });

  test('both are in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health/ready/', '/api/health/live/']));
    expect(doc.paths['/api/health/ready/'].get.responses).toHaveProperty('503');
  });
});
