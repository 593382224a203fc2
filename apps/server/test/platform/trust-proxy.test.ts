import { afterEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// Four attempts from one proxy (10.0.0.9) on behalf of two claimed client addresses.
async function attemptsVia(a: FastifyInstance) {
  const statuses: number[] = [];
  for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': client },
      payload: { username: 'x', password: 'wrong-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY and the address rate limits see', () => {
  test('untrusted (default): X-Forwarded-For is ignored, so it cannot dodge the limit', async () => {
    app = await buildTestApp({ authRateLimit: 2 });
    expect(await attemptsVia(app)).toEqual([401, 401, 429, 429]);
  });

  test('trusted: each forwarded client address is limited on its own', async () => {
    app = await buildTestApp({ authRateLimit: 2, trustProxy: ['10.0.0.0/8'] });
    expect(await attemptsVia(app)).toEqual([401, 401, 401, 401]);
  });
});
