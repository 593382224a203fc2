import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, modelListSchema, modelPerformanceSchema } from '@shobdo/contracts';
import { buildTestApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/models/ai-models/', () => {
  it('lists every model with the default first, all active', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/models/ai-models/' });
    expect(res.statusCode).toBe(200);
    const models = modelListSchema.parse(res.json());
    expect(models.map((m) => m.id)).toEqual([
      'bangla-sentiment-v1',
      'shobdo-v1',
      'shobdo-v2',
      'multilingual-v1',
      'sentiment-pro',
      'spam-detector',
    ]);
    // multilingual-v1 became available with decision 0038 (shobdo-v2's weights, romanized Bangla transliterated);
    // since decision 0054 every Bengali model reads romanized Bangla, and the id stays for compatibility.
    expect(models.every((m) => m.status === 'active')).toBe(true);
    expect(models.find((m) => m.id === 'sentiment-pro')).toMatchObject({
      task: 'sentiment',
      labels: expect.arrayContaining(['positive', 'neutral', 'negative']),
    });
    for (const model of models.filter((m) => m.task === 'classification')) {
      expect([...model.labels].sort()).toEqual(['not_bully', 'religious', 'sexual', 'threat', 'troll']);
    }
  });
});

describe('GET /api/models/ai-models/{id}/performance/', () => {
  it("answers the model card's figures of an active model", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/models/ai-models/bangla-sentiment-v1/performance/' });
    expect(res.statusCode).toBe(200);
    const perf = modelPerformanceSchema.parse(res.json());
    expect(perf.model).toBe('bangla-sentiment-v1');
    expect(perf.n).toBeGreaterThan(0);
    expect(perf.accuracy).toBeGreaterThan(0);
    expect(perf.accuracy).toBeLessThanOrEqual(1);
    const matrixTotal = perf.confusion.matrix.flat().reduce((a, b) => a + b, 0);
    expect(matrixTotal).toBe(perf.n);
  });

  it("answers multilingual-v1's file's figures: every Bengali model reads romanized Bangla the same way", async () => {
    const [own, file] = await Promise.all(
      ['multilingual-v1', 'shobdo-v2'].map(async (id) =>
        modelPerformanceSchema.parse(
          (await app.inject({ method: 'GET', url: `/api/models/ai-models/${id}/performance/` })).json(),
        ),
      ),
    );
    expect(own!.model).toBe('multilingual-v1');
    expect(own!.version).toBe(file!.version);
    expect({ ...own, model: file!.model }).toEqual(file);
  });

  it.each(['no-such-model', 'MULTILINGUAL-V1'])('answers 404 for %s', async (id) => {
    const res = await app.inject({ method: 'GET', url: `/api/models/ai-models/${id}/performance/` });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).message).toBe('Resource not found.');
  });
});

describe('GET /api/models/model-card/', () => {
  it('serves the model card as markdown', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/models/model-card/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/markdown/);
    expect(res.body).toMatch(/^#/m);
    expect(res.body).toContain('bangla-sentiment-v1');
  });

  it('answers the Bengali card when Accept-Language prefers bn, and the English one otherwise', async () => {
    const read = (acceptLanguage?: string) =>
      app.inject({ method: 'GET', url: '/api/models/model-card/', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    const [english, bengali, bengaliFirst, englishFirst, other] = await Promise.all([
      read(),
      read('bn'),
      read('bn-BD, en;q=0.8'),
      read('bn;q=0.5, en'),
      read('fr'),
    ]);
    for (const res of [english, bengali, bengaliFirst, englishFirst, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/markdown; charset=utf-8/);
      // Shared caches must keep the two languages apart.
      expect(res.headers.vary).toMatch(/accept-language/i);
    }
    expect(english.body).toMatch(/^# Shobdo model card$/m);
    expect(english.headers['content-language']).toBe('en');
    expect(bengali.body).toMatch(/^# শব্দ মডেল কার্ড/m);
    expect(bengali.body).not.toContain('# Shobdo model card');
    expect(bengali.headers['content-language']).toBe('bn');
    expect(bengaliFirst.body).toBe(bengali.body);
    expect(englishFirst.body).toBe(english.body);
    expect(other.body).toBe(english.body);
    // The same models in both: the Bengali card translates the prose, not the ids.
    for (const id of ['bangla-sentiment-v1', 'shobdo-v1', 'shobdo-v2', 'multilingual-v1', 'sentiment-pro', 'spam-detector']) {
      expect(bengali.body, id).toContain(id);
    }
  });
});
