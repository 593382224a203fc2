import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import { buildTestApp } from '../helper';
import type { paths } from './client/schema';

/**
 * A program's path through the API with nothing but the client generated from /api/docs/json
 * (client/schema.d.ts, npm run openapi:generate) and openapi-fetch, over real HTTP: register, create an
 * API key with the session, then analyse a comment and a batch with the key alone.
 */
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

const COMMENT = 'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি।';
const BATCH = [COMMENT, 'ঢাকায় আজ সারাদিন বৃষ্টি হয়েছে।', 'তুই একটা বোকা, তোর কথা কেউ শোনে না।'];

describe('a client generated from the OpenAPI document', () => {
  it('registers, creates an API key, and analyses a comment and a batch with the key only', async () => {
    const anonymous = createClient<paths>({ baseUrl });
    const registered = await anonymous.POST('/api/auth/register/', {
      body: {
        username: 'generated-client',
        email: 'generated-client@example.com',
        password: 'a-long-enough-password',
        password_confirm: 'a-long-enough-password',
      },
    });
    expect(registered.response.status, JSON.stringify(registered.error)).toBe(201);
    const session = registered.data!;

    const signedIn = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${session.access_token}` } });
    const created = await signedIn.POST('/api/users/users/me/api_keys/', { body: { name: 'generated client' } });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const { key, prefix, name } = created.data!;
    expect(name).toBe('generated client');
    expect(key.startsWith(prefix)).toBe(true);

    // From here on the key is the only credential.
    const keyed = createClient<paths>({ baseUrl, headers: { 'X-Api-Key': key } });
    const models = await keyed.GET('/api/models/ai-models/');
    expect(models.response.status).toBe(200);
    const model = models.data!.find((m) => m.task === 'classification' && m.status === 'active')!;
    expect(model.labels.length).toBeGreaterThan(1);

    const analysed = await keyed.POST('/api/analysis/analyses/analyze/', {
      body: { text: COMMENT, model_id: model.id, analysis_type: 'classification' },
    });
    expect(analysed.response.status, JSON.stringify(analysed.error)).toBe(200);
    const analysis = analysed.data!;
    expect(model.labels).toContain(analysis.prediction);
    expect(typeof analysis.confidence).toBe('number');
    expect(analysis.confidence).toBeGreaterThan(0);
    expect(analysis.confidence).toBeLessThanOrEqual(100);
    expect(analysis.class_probabilities.map((c) => c.label).sort()).toEqual([...model.labels].sort());
    for (const word of analysis.word_contributions) {
      for (const span of word.spans) expect(COMMENT.slice(span.start, span.end).length).toBeGreaterThan(0);
    }

    const batched = await keyed.POST('/api/analysis/batches/', {
      body: { texts: BATCH, model_id: model.id, name: 'from the generated client' },
    });
    expect(batched.response.status, JSON.stringify(batched.error)).toBe(200);
    const { batch, results } = batched.data!;
    expect(batch.name).toBe('from the generated client');
    expect(results.map((r) => r.position)).toEqual([0, 1, 2]);
    for (const [i, row] of results.entries()) {
      if (row.status !== 'ok') throw new Error(`row ${i} was not analysed: ${row.error}`);
      expect(row.text).toBe(BATCH[i]);
      expect(model.labels).toContain(row.prediction);
      expect(typeof row.confidence).toBe('number');
    }

    // What the key created is filed under its owner: their session sees both in the history.
    const history = await signedIn.GET('/api/analysis/history/');
    expect(history.response.status).toBe(200);
    const entries = Array.isArray(history.data) ? history.data : history.data!.results;
    expect(entries.map((a) => a.id)).toContain(analysis.analysis_id);
  }, 120_000);

  it('is refused without a credential where the API wants one', async () => {
    const anonymous = createClient<paths>({ baseUrl });
    const refused = await anonymous.POST('/api/analysis/batches/', { body: { texts: [COMMENT] } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error).toBeTruthy();
  });
});
