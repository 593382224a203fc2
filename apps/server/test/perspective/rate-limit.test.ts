import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';
import { COMMENTS, createKeyHolder, perspectiveError, postPerspective } from './perspective-helpers';

const LIMIT = 3;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ apiKeyRateLimit: LIMIT });
});
afterAll(() => app.close());

describe('per-key rate limit on the compatible API', () => {
  it("answers 429 RESOURCE_EXHAUSTED in Perspective's shape past SHOBDO_API_KEY_RATE_LIMIT, per key", async () => {
    const holder = await createKeyHolder(app);
    const body = { comment: { text: COMMENTS.normal }, requestedAttributes: { TOXICITY: {} }, doNotStore: true };
    for (let i = 0; i < LIMIT; i++)
      expect((await postPerspective(app, 'comments:analyze', body, holder.key)).statusCode).toBe(200);
    const res = await postPerspective(app, 'comments:analyze', body, holder.key);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const error = perspectiveError(res);
    expect(error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
    expect(error.details[0]).toMatchObject({
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'RATE_LIMIT_EXCEEDED',
    });
    // Another key of the same service is not held back.
    const other = await createKeyHolder(app);
    expect((await postPerspective(app, 'comments:analyze', body, other.key)).statusCode).toBe(200);
  });
});
