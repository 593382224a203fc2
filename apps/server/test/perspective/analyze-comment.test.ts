import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { perspectiveAnalyzeResponseSchema, type PerspectiveAnalyzeResponse } from '@shobdo/contracts';
import { buildTestApp } from '../helper';
import { analyze } from '../analysis/fixtures';
import { COMMENTS, createKeyHolder, postPerspective, type KeyHolder } from './perspective-helpers';

let app: FastifyInstance;
let holder: KeyHolder;
beforeAll(async () => {
  app = await buildTestApp();
  holder = await createKeyHolder(app);
});
afterAll(() => app.close());

async function score(body: object): Promise<PerspectiveAnalyzeResponse> {
  const res = await postPerspective(app, 'comments:analyze', body, holder.key);
  expect(res.statusCode, res.body).toBe(200);
  return perspectiveAnalyzeResponseSchema.parse(res.json());
}

/** The class probabilities (0-1) the native analyze gives the same text with the same model. */
async function nativeProbabilities(text: string, modelId = 'bangla-sentiment-v1'): Promise<Record<string, number>> {
  const native = await analyze(app, { text, model_id: modelId, analysis_type: 'classification' });
  return Object.fromEntries(native.class_probabilities.map((c) => [c.label, c.confidence / 100]));
}

const WORD = /^[\p{L}\p{M}\p{N}\u200B-\u200D]+$/u;

describe('comments:analyze scores', () => {
  it.each([
    ['TOXICITY', 'troll', (p: Record<string, number>) => 1 - p.not_bully!],
    ['THREAT', 'threat', (p: Record<string, number>) => p.threat!],
    ['IDENTITY_ATTACK', 'religious', (p: Record<string, number>) => p.religious!],
    ['SEXUALLY_EXPLICIT', 'sexual', (p: Record<string, number>) => p.sexual!],
    ['INSULT', 'troll', (p: Record<string, number>) => p.troll!],
  ] as const)(
    '%s is the mapped class probability of the model (a %s comment scores high)',
    async (name, kind, expected) => {
      const text = COMMENTS[kind];
      const answer = await score({ comment: { text }, requestedAttributes: { [name]: {} } });
      const attribute = answer.attributeScores?.[name];
      expect(attribute?.summaryScore.type).toBe('PROBABILITY');
      expect(attribute?.summaryScore.value).toBeCloseTo(expected(await nativeProbabilities(text)), 12);
      expect(attribute!.summaryScore.value).toBeGreaterThan(0.7);
      // Without spanAnnotations: Perspective's one span over the whole text.
      expect(attribute?.spanScores).toEqual([{ begin: 0, end: text.length, score: attribute!.summaryScore }]);
      expect(answer.languages).toEqual(['bn']);
      expect(answer.detectedLanguages).toEqual(['bn']);
    },
  );

  it('scores a normal comment low on every attribute', async () => {
    const requestedAttributes = { TOXICITY: {}, THREAT: {}, IDENTITY_ATTACK: {}, SEXUALLY_EXPLICIT: {}, INSULT: {} };
    const answer = await score({ comment: { text: COMMENTS.normal }, requestedAttributes });
    expect(Object.keys(answer.attributeScores ?? {})).toEqual(Object.keys(requestedAttributes));
    for (const attribute of Object.values(answer.attributeScores ?? {}))
      expect(attribute.summaryScore.value).toBeLessThan(0.2);
  });

  it("with spanAnnotations gives one span per word, slicing to the comment's words, each its exact share", async () => {
    const text = COMMENTS.threat;
    const answer = await score({
      comment: { text },
      requestedAttributes: { THREAT: {}, TOXICITY: {} },
      spanAnnotations: true,
    });
    for (const attribute of Object.values(answer.attributeScores!)) {
      const slices = attribute.spanScores.map((s) => text.slice(s.begin, s.end));
      expect(slices).toEqual(text.match(/[\p{L}\p{M}\p{N}]+/gu));
      for (const s of attribute.spanScores) expect(s.score.value >= 0 && s.score.value <= 1).toBe(true);
    }
    // The native analyze explains the predicted class (threat) word by word in percentage points; each
    // word's THREAT span is that share as a 0-1 value (0 for a word that speaks against it).
    const native = await analyze(app, { text, model_id: 'bangla-sentiment-v1', analysis_type: 'classification' });
    expect(native.prediction).toBe('threat');
    const spans = answer.attributeScores!.THREAT!.spanScores;
    for (const word of native.word_contributions) {
      const span = spans.find((s) => s.begin === word.spans[0]!.start && s.end === word.spans[0]!.end);
      expect(span?.score.value).toBeCloseTo(Math.max(0, word.contribution / 100), 12);
    }
  });

  it('with spanAnnotations gives a link one span, as the native word contributions do (decision 0082)', async () => {
    const text = 'এখনই ক্লিক করুন https://bit.ly/Abc123 আর টাকা জিতুন';
    const answer = await score({ comment: { text }, requestedAttributes: { TOXICITY: {} }, spanAnnotations: true });
    const slices = answer.attributeScores!.TOXICITY!.spanScores.map((s) => text.slice(s.begin, s.end));
    expect(slices).toEqual(['এখনই', 'ক্লিক', 'করুন', 'https://bit.ly/Abc123', 'আর', 'টাকা', 'জিতুন']);
  });

  it('reads romanized Bangla (multilingual-v1, the same weights), with spans on the words as typed', async () => {
    const text = COMMENTS.romanized;
    const answer = await score({ comment: { text }, requestedAttributes: { INSULT: {} }, spanAnnotations: true });
    const insult = answer.attributeScores!.INSULT!;
    expect(insult.summaryScore.value).toBeCloseTo((await nativeProbabilities(text, 'multilingual-v1')).troll!, 12);
    expect(insult.spanScores.map((s) => text.slice(s.begin, s.end))).toEqual(text.split(' '));
    for (const s of insult.spanScores) expect(text.slice(s.begin, s.end)).toMatch(WORD);
    expect(answer.detectedLanguages).toEqual(['bn']);
  });

  it('scores English beside Bengali words with the default model, detecting both languages (decision 0086)', async () => {
    // A Bengali slur in an English sentence: refused as English before, so a platform let it through unread.
    const text = 'Shut up মাগি';
    const answer = await score({ comment: { text }, requestedAttributes: { SEXUALLY_EXPLICIT: {} } });
    expect(answer.attributeScores!.SEXUALLY_EXPLICIT!.summaryScore.value).toBeCloseTo(
      (await nativeProbabilities(text, 'bangla-sentiment-v1')).sexual!,
      12,
    );
    expect(answer.languages).toEqual(['bn']);
    expect(answer.detectedLanguages).toEqual(['bn', 'en']);
  });

  it('leaves out an attribute below its scoreThreshold and keeps one at or above it', async () => {
    const answer = await score({
      comment: { text: COMMENTS.threat },
      requestedAttributes: { THREAT: { scoreThreshold: 0.5 }, SEXUALLY_EXPLICIT: { scoreThreshold: 0.5 }, INSULT: {} },
    });
    expect(Object.keys(answer.attributeScores ?? {}).sort()).toEqual(['INSULT', 'THREAT']);
    const none = await score({
      comment: { text: COMMENTS.normal },
      requestedAttributes: { TOXICITY: { scoreThreshold: 0.9 } },
    });
    expect(none.attributeScores).toBeUndefined();
    expect(none.detectedLanguages).toEqual(['bn']);
  });

  it('scores a Bengali comment declared as English (Coral Talk) as Bengali', async () => {
    const answer = await score({
      comment: { text: COMMENTS.troll },
      requestedAttributes: { TOXICITY: {} },
      languages: ['en'],
    });
    expect(answer.attributeScores?.TOXICITY?.summaryScore.value).toBeGreaterThan(0.9);
    expect(answer.languages).toEqual(['bn']);
    expect(answer.detectedLanguages).toEqual(['bn']);
  });

  it('echoes clientToken, and accepts the key in the X-Goog-Api-Key header', async () => {
    const res = await postPerspective(
      app,
      'comments:analyze',
      {
        comment: { text: COMMENTS.normal },
        requestedAttributes: { TOXICITY: {} },
        clientToken: 'comment:42',
        doNotStore: true,
      },
      holder.key,
      { header: true },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().clientToken).toBe('comment:42');
  });

  it('drops attributes no class measures with dropUnsupportedAttributes, and scores the rest', async () => {
    const answer = await score({
      comment: { text: COMMENTS.troll },
      requestedAttributes: { PROFANITY: {}, SEVERE_TOXICITY: {}, INSULT: {} },
      dropUnsupportedAttributes: true,
    });
    expect(Object.keys(answer.attributeScores ?? {})).toEqual(['INSULT']);
  });
});
