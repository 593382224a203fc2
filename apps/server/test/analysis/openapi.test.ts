import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI description of the analysis and models API', () => {
  it('lists every path as docs/product/api.md writes it, trailing slash included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/analysis/analyses/analyze/',
        '/api/analysis/analyses/{id}/',
        '/api/analysis/analyses/{id}/get_anonymous_analysis/',
        '/api/analysis/analyses/{id}/word_contributions/',
        '/api/analysis/analyses/{id}/result/',
        '/api/analysis/history/',
        '/api/models/ai-models/',
        '/api/models/ai-models/{id}/performance/',
        '/api/models/model-card/',
      ]),
    );
  });
});
