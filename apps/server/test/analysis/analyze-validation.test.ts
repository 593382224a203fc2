import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp } from '../helper';
import { TEXTS } from './fixtures';

const URL = '/api/analysis/analyses/analyze/';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: URL, payload: payload as object, headers });
  return { status: res.statusCode, body: apiErrorSchema.parse(res.json()) };
}

describe('POST /api/analysis/analyses/analyze/ validation', () => {
  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t '],
    ['zero-width characters only', '\u200b\u200c \u200d\u2060'],
  ])('refuses %s text with the spec message', async (_name, text) => {
    const { status, body } = await post({ text, model_id: 'bangla-sentiment-v1', analysis_type: 'classification' });
    expect(status).toBe(400);
    expect(body.message).toBe('Text cannot be empty');
    expect(body.details?.text).toEqual(['Text cannot be empty']);
  });

  it.each([
    ['missing', { model_id: 'bangla-sentiment-v1' }],
    ['null', { text: null, model_id: 'bangla-sentiment-v1' }],
  ])('refuses a %s text with the spec message', async (_name, payload) => {
    const { status, body } = await post(payload);
    expect(status).toBe(400);
    expect(body.message).toBe('Text cannot be empty');
    expect(body.details?.text).toEqual(['Text cannot be empty']);
  });

  it.each([
    ['a number', 42],
    ['an array', ['ভালো']],
    ['an object', { value: 'ভালো' }],
    ['a boolean', true],
  ])('refuses %s as text saying it must be a string', async (_name, text) => {
    const { status, body } = await post({ text });
    expect(status).toBe(400);
    expect(body.message).toBe('Text must be a string.');
    expect(body.details?.text).toEqual(['Text must be a string.']);
  });

  it('refuses 10001 characters and accepts exactly 10000', async () => {
    const long = 'ক'.repeat(10_001);
    const refused = await post({ text: long });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Text is too long. Maximum 10000 characters allowed.');
    expect(refused.body.details?.text).toEqual(['Text is too long. Maximum 10000 characters allowed.']);

    const words = 'ভালো খবর '.repeat(2000).slice(0, 10_000);
    const accepted = await app.inject({ method: 'POST', url: URL, payload: { text: words } });
    expect(accepted.statusCode).toBe(200);
  });

  it.each(['no-such-model', 'multilingual-v2'])('refuses the model %s with a clear message', async (modelId) => {
    const { status, body } = await post({ text: TEXTS.happy, model_id: modelId, analysis_type: 'classification' });
    expect(status).toBe(400);
    expect(body.message).toBe(`Model "${modelId}" is not available.`);
    expect(body.details?.model_id).toEqual([`Model "${modelId}" is not available.`]);
  });

  it("refuses an analysis type that is not the model's task", async () => {
    const { status, body } = await post({
      text: TEXTS.happy,
      model_id: 'sentiment-pro',
      analysis_type: 'classification',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Model "sentiment-pro" does not support analysis type "classification"/);
    expect(body.details?.analysis_type).toHaveLength(1);
  });

  it('lets either of model_id and analysis_type decide the other when it is left out (decision 0089)', async () => {
    const cases = [
      [{}, 'bangla-sentiment-v1', 'classification'],
      [{ analysis_type: 'sentiment' }, 'sentiment-pro', 'sentiment'],
      [{ analysis_type: 'spam' }, 'spam-detector', 'spam'],
      [{ analysis_type: 'classification' }, 'bangla-sentiment-v1', 'classification'],
      [{ model_id: 'sentiment-pro' }, 'sentiment-pro', 'sentiment'],
      [{ model_id: 'spam-detector' }, 'spam-detector', 'spam'],
      [{ model_id: 'shobdo-v1' }, 'shobdo-v1', 'classification'],
    ] as const;
    for (const [choice, modelId, analysisType] of cases) {
      const res = await app.inject({ method: 'POST', url: URL, payload: { text: TEXTS.happy, ...choice } });
      expect(res.statusCode, JSON.stringify(choice)).toBe(200);
      const body = res.json<{ analysis_id: string }>();
      expect(body, JSON.stringify(choice)).toMatchObject({ model_id: modelId, analysis_type: analysisType });
      // Stored with the task it ran: reading it back says the same.
      const stored = await app.inject({ method: 'GET', url: `/api/analysis/analyses/${body.analysis_id}/result/` });
      expect(stored.json(), JSON.stringify(choice)).toMatchObject({ model_id: modelId });
    }
  });

  it('refuses unknown analysis types, unknown fields and non-string text', async () => {
    expect((await post({ text: TEXTS.happy, analysis_type: 'toxicity' })).status).toBe(400);
    const extra = await post({ text: TEXTS.happy, ip_address: '1.2.3.4' });
    expect(extra.status).toBe(400);
    expect(extra.body.details?.ip_address).toBeDefined();
    expect((await post({ text: 42 })).status).toBe(400);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: '{"text": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toBe('Bad Request');
  });

  it('answers 401 to a bad token instead of analysing anonymously', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: { text: TEXTS.happy },
      headers: authHeader('not-a-token'),
    });
    expect(res.statusCode).toBe(401);
  });
});
