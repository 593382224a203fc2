import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeader, buildTestApp, createUser } from '../helper';

/**
 * Gap 2: what fails before a route runs (an undecodable URL, a very long id) or before Fastify sees
 * the request at all (Node's parser: a raw space, an unknown method, oversized headers) answers the
 * one shape {error, message}, never echoing the request. Gap 3: a client that never finishes its
 * body is answered 408 and cut off after the request time-out.
 */
let app: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ requestTimeoutMs: 1500, headersTimeoutMs: 1000 });
  token = (await createUser(app)).access_token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  body: string;
  closedAfterMs: number;
}

/** Writes bytes on a raw socket to 127.0.0.1 and reads until the server closes (bounded by maxMs). */
function raw(chunks: string[], maxMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => chunks.forEach((c) => socket.write(c)));
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${maxMs} ms; got ${JSON.stringify(data.slice(0, 200))}`));
    }, maxMs);
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const body = data.slice(data.indexOf('\r\n\r\n') + 4);
      resolve({ status, body, closedAfterMs: Date.now() - started });
    });
  });
}

function expectOneShape(body: string, status: number) {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed).sort()).toEqual(['error', 'message']);
  expect(typeof parsed.message).toBe('string');
  expect(parsed).not.toHaveProperty('statusCode');
  expect(parsed).not.toHaveProperty('code');
  expect(status).toBeGreaterThanOrEqual(400);
}

const request = (target: string, method = 'GET', extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

describe('framework errors answer the one shape', () => {
  test('an undecodable URL is a 400 that does not echo it', async () => {
    const res = await raw([request('/api/analysis/analyses/%ED%A0%80/')]);
    expect(res.status).toBe(400);
    expectOneShape(res.body, res.status);
    expect(res.body).not.toContain('%ED');
  });

  test('an undecodable URL through inject too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/%zz<script>/' });
    expect(res.statusCode).toBe(400);
    expectOneShape(res.body, res.statusCode);
    expect(res.body).not.toContain('script');
  });

  test('a raw space in the target is a 400', async () => {
    const res = await raw([request('/api/analysis/analyses/a b/')]);
    expect(res.status).toBe(400);
    expectOneShape(res.body, res.status);
  });

  test('an unknown method is a 400', async () => {
    const res = await raw([request('/api/health/', 'FROB')]);
    expect(res.status).toBe(400);
    expectOneShape(res.body, res.status);
  });

  test('oversized headers are a 431', async () => {
    const res = await raw([request('/api/health/', 'GET', `X-Big: ${'a'.repeat(20_000)}\r\n`)]);
    expect(res.status).toBe(431);
    expectOneShape(res.body, res.status);
  });

  for (const path of [
    '/api/analysis/analyses/ID/',
    '/api/analysis/analyses/ID/result/',
    '/api/models/ai-models/ID/performance/',
  ]) {
    test(`a very long id is a 404: ${path}`, async () => {
      const url = path.replace('ID', 'a'.repeat(5000));
      for (const headers of [{}, authHeader(token)]) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(404);
        expectOneShape(res.body, res.statusCode);
        expect(res.body).not.toContain('aaaa');
      }
    });
  }
});

describe('slow clients are cut off', () => {
  test('a body that never finishes gets 408 and the connection is closed after the request time-out', async () => {
    const res = await raw(
      [
        'POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
      ],
      8000,
    );
    expect(res.status).toBe(408);
    expectOneShape(res.body, res.status);
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(1000);
  });

  test('headers that never finish are cut off', async () => {
    const res = await raw(['GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1'], 8000);
    expect(res.status).toBe(408);
    expectOneShape(res.body, res.status);
  });
});
