import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeader, createThrowawayDatabase, createUser } from '../helper';
import { TEXTS } from '../analysis/fixtures';
import { buildAppOn } from './build-app-on';
import { TcpProxy } from './tcp-proxy';

// Needs a real PostgreSQL server to take away (CI's second pass); the embedded database cannot go down.
const serverUrl = process.env.DATABASE_URL;
const UNAVAILABLE = {
  error: 'Service Unavailable',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
};

describe.skipIf(!serverUrl)('a database outage (PostgreSQL behind a proxy the test controls)', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase(serverUrl!);
    drop = throwaway.drop;
    const target = new URL(throwaway.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    app = await buildAppOn(target.toString(), { dbConnectTimeoutMs: 1000, authRateLimit: 5 });
    token = (await createUser(app)).access_token;
  });
  afterAll(async () => {
    await proxy.start();
    await app.close();
    await proxy.stop();
    await drop();
  });

  const analyse = () =>
    app.inject({ method: 'POST', url: '/api/analysis/analyses/analyze/', payload: { text: TEXTS.happy } });
  const timed = async <T>(call: () => Promise<T>) => {
    const started = performance.now();
    const result = await call();
    return { result, ms: performance.now() - started };
  };
  async function expectUnavailable(call: () => ReturnType<typeof analyse>) {
    const { result, ms } = await timed(call);
    expect(result.statusCode).toBe(503);
    expect(result.json()).toEqual(UNAVAILABLE);
    expect(result.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(5000);
  }
  async function expectBackWithin(ms: number) {
    const deadline = Date.now() + ms;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await analyse()).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  }

  test('a stopped database: every route that needs it answers 503 in the error shape, liveness stays up', async () => {
    expect((await analyse()).statusCode).toBe(200);
    await proxy.stop();
    await expectUnavailable(analyse);
    // The login limit counts in the database: it cannot count, so it fails closed (503, not a free try).
    await expectUnavailable(() =>
      app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'x', password: 'wrong-password' } }),
    );
    // A signed-in request needs the database for its session check before its handler runs.
    await expectUnavailable(() =>
      app.inject({ method: 'GET', url: '/api/analysis/history/', headers: authHeader(token) }),
    );
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'error', migrations: 'unknown' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live/' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'alive' });
  });

  test('service resumes by itself once the database is back', async () => {
    await proxy.start();
    await expectBackWithin(5000);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready/' })).statusCode).toBe(200);
  });

  test('a database out of reach (connections hang): 503 within 5 s, not a hang; then back', async () => {
    await proxy.blackhole();
    await expectUnavailable(analyse);
    const { result: ready, ms } = await timed(() => app.inject({ method: 'GET', url: '/api/health/ready/' }));
    expect(ready.statusCode).toBe(503);
    expect(ms).toBeLessThan(5000);
    await proxy.start();
    await expectBackWithin(5000);
  });
});
