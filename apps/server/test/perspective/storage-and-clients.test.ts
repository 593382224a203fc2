import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { authHeader, buildTestApp, createUser } from '../helper';
import { queryRows } from '../../src/db/query-rows';
import { COMMENTS, createKeyHolder, postPerspective, type KeyHolder } from './perspective-helpers';
import { coralAnalyze, coralSuggestScore, perspectiveApiClientAnalyze } from './fixtures/client-requests';

const logLines: string[] = [];
let app: FastifyInstance;
let holder: KeyHolder;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // Every log line at the most talkative level, to show that no comment text and no key reaches it.
  app = await buildTestApp({ logLevel: 'trace' }, { logStream: stream });
  holder = await createKeyHolder(app);
});
afterAll(() => app.close());

async function countAnalysesWith(text: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from analyses where original_text = ${text}`,
  );
  return row!.n;
}

async function historyTexts(token: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/analysis/history/', headers: authHeader(token) });
  const body = res.json() as { results?: { original_text: string }[] } | { original_text: string }[];
  return (Array.isArray(body) ? body : (body.results ?? [])).map((a) => a.original_text);
}

describe('what the compatible API keeps', () => {
  it('doNotStore: true keeps nothing: no analysis row, nothing in the history, no text or key in the log', async () => {
    const text = `${COMMENTS.threat} একবার`;
    const res = await postPerspective(
      app,
      'comments:analyze',
      perspectiveApiClientAnalyze(text, ['threat']),
      holder.key,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().attributeScores.THREAT.summaryScore.value).toBeGreaterThan(0.5);
    expect(await countAnalysesWith(text)).toBe(0);
    expect(await historyTexts(holder.access_token)).not.toContain(text);
    const log = logLines.join('\n');
    expect(log).toContain('comments:analyze?key=[redacted]');
    expect(log).not.toContain(text);
    expect(log).not.toContain(holder.key);
  });

  it("otherwise stores the analysis under the key's owner, in their history (Coral Talk with storing allowed)", async () => {
    const text = `${COMMENTS.troll} আবার`;
    const res = await postPerspective(app, 'comments:analyze', coralAnalyze(text, false), holder.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ languages: ['bn'], detectedLanguages: ['bn'] });
    expect(res.json().attributeScores.TOXICITY.summaryScore.value).toBeGreaterThan(0.9);
    expect(await countAnalysesWith(text)).toBe(1);
    expect(await historyTexts(holder.access_token)).toContain(text);
    const other = await createUser(app);
    expect(await historyTexts(other.access_token)).not.toContain(text);
  });
});

describe('comments:suggestscore', () => {
  async function feedbackOf(text: string) {
    return queryRows<{ correct_label: string; status: string; source: string; user_id: string }>(
      app.db,
      sql`select f.correct_label, f.status, f.source, f.user_id from analysis_feedback f join analyses a on a.id = f.analysis_id where a.original_text = ${text}`,
    );
  }

  it("records Coral Talk's approval of a comment the model called trolling as a pending correction to normal text", async () => {
    const text = `${COMMENTS.troll} তাই না`;
    const res = await postPerspective(
      app,
      'comments:suggestscore',
      coralSuggestScore(text, 'c-17', 'APPROVED'),
      holder.key,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detectedLanguages: ['bn'], requestedLanguages: ['en'], clientToken: 'comment:c-17' });
    expect(await feedbackOf(text)).toEqual([
      { correct_label: 'not_bully', status: 'pending', source: 'perspective', user_id: holder.user.id },
    ]);
  });

  it('records nothing when the verdict agrees with the model (a rejected threat), and echoes clientToken', async () => {
    const text = `${COMMENTS.threat} সত্যি`;
    const res = await postPerspective(
      app,
      'comments:suggestscore',
      coralSuggestScore(text, 'c-18', 'DELETED'),
      holder.key,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().clientToken).toBe('comment:c-18');
    expect(await feedbackOf(text)).toEqual([]);
    expect(await countAnalysesWith(text)).toBe(1);
  });

  it("answers Perspective's errors: no scores, an unknown attribute, English text, no key", async () => {
    const base = coralSuggestScore(COMMENTS.troll, 'c-19', 'APPROVED');
    const cases: [unknown, string | undefined, number, string][] = [
      [{ ...base, attributeScores: {} }, holder.key, 400, 'attribute_scores must not be empty'],
      [
        { ...base, attributeScores: { NICE: { summaryScore: { value: 1 } } } },
        holder.key,
        400,
        'Unknown requested attribute: NICE',
      ],
      [
        { ...base, comment: { text: COMMENTS.english } },
        holder.key,
        400,
        'Attribute TOXICITY does not support request languages: en',
      ],
      [{ ...base, comment: { text: '' } }, holder.key, 400, 'Comment must be non-empty.'],
      [base, undefined, 403, 'The request is missing a valid API key.'],
    ];
    for (const [body, key, status, message] of cases) {
      const res = await postPerspective(app, 'comments:suggestscore', body, key);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses a comment in another writing, naming its language (decision 0088)', async () => {
    const { languages: _declared, ...base } = coralSuggestScore('नमस्ते दोस्त कैसे हो', 'c-20', 'APPROVED');
    const res = await postPerspective(app, 'comments:suggestscore', base, holder.key);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Attribute TOXICITY does not support request languages: hi');
    expect(res.json().error.details[0].languageNotSupportedByAttributeError.detectedLanguages).toEqual(['hi']);
  });
});
