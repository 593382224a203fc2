import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  BATCH_MAX_TEXTS,
  BATCH_TOP_WORDS,
  batchWriteResponseSchema,
  MAX_TEXT_LENGTH,
} from '@shobdo/contracts';
import { authHeader, type CreatedUser } from '../../helper';
import { analyze, TEXTS } from '../fixtures';
import { buildAppWithUsers } from '../../app-with-users';
import { batchRequests, COMMENTS } from './batch-requests';

let app: FastifyInstance;
let owner: CreatedUser;

beforeAll(async () => {
  ({ app, owner } = await buildAppWithUsers());
});
afterAll(async () => {
  await app.close();
});

const { send, createBatch } = batchRequests(
  () => app,
  () => owner,
);

describe('POST /api/analysis/batches/', () => {
  it('answers one result per text in order, each as the single analyze endpoint classifies it', async () => {
    const answer = await createBatch(owner.access_token, COMMENTS);
    expect(answer.batch).toMatchObject({
      name: 'comments.csv',
      model_id: 'bangla-sentiment-v1',
      total_rows: 5,
      analysed_rows: 5,
    });
    expect(answer.results.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    for (const [i, row] of answer.results.entries()) {
      if (row.status !== 'ok') throw new Error('row failed');
      const single = await analyze(app, { text: COMMENTS[i] as string });
      expect(row.text).toBe(COMMENTS[i]);
      expect(row.prediction).toBe(single.prediction);
      expect(row.confidence).toBe(single.confidence);
      expect(row.warnings).toEqual(single.warnings);
      // Stored to hundredths of a percentage point (decision 0037).
      expect(row.class_probabilities.map((p) => p.label)).toEqual(single.class_probabilities.map((p) => p.label));
      row.class_probabilities.forEach((p, c) =>
        expect(p.confidence).toBeCloseTo(single.class_probabilities[c]?.confidence ?? NaN, 2),
      );
      const expected = single.word_contributions.slice(0, BATCH_TOP_WORDS);
      expect(row.top_words.map((w) => w.word)).toEqual(expected.map((w) => w.word));
      row.top_words.forEach((w, k) => expect(w.contribution).toBeCloseTo(expected[k]?.contribution ?? NaN, 2));
    }
    // Read back, the rows are what the write answered.
    const read = await send('GET', `${answer.batch.id}/rows/`, owner.access_token);
    expect(read.json().results).toEqual(answer.results);
  });

  it('warns of a row in a writing the model does not read, as a single analysis does', async () => {
    const answer = await createBatch(owner.access_token, ['You are such a stupid idiot']);
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    expect(row.warnings.map((w) => w.code)).toContain('unsupported_language');
    expect(row.warnings[0]?.message.bn).toMatch(/ইংরেজি/);
  });

  // Faiths' names that alone make a row harmful (decision 0094); a veiled threat in a row not called a threat (0095);
  // words of the law in a row called a threat (0096); one word that alone keeps a row harmless (0102); emoji alone (0103);
  // a slur for a faith or its people in a row read as harmless (0109); a call to attack a place of worship in a row read
  // as harmless (0110); a threat of rape in a row read as harmless (0122); a call to kill in such a row (0124).
  it.each([
    ['faith_names', 'মুসলিম হিন্দু বৌদ্ধ খ্রিস্টান সবাই মিলে বাংলাদেশ'],
    ['veiled_threat', 'তোকে দেখে নেব কালকে'],
    ['law_words', 'মেরে ফেলার হুমকি দেওয়া অপরাধ, পুলিশে জানান'],
    ['harmless_word', 'ভাই তোকে মারব'],
    ['only_emoji', '😂😂😡🤬'],
    ['faith_slur', 'কাঠমোল্লা একটা'],
    ['worship_attack', 'ওদের মসজিদে আগুন দাও'],
    ['rape_threat', 'ওকে ধর্ষণ করতে হবে'],
    ['kill_call', 'নবীর অপমানকারীদের কল্লা চাই'],
  ])('says %s of a row as a single analysis does, and reads it back the same', async (code, text) => {
    const answer = await createBatch(owner.access_token, [text]);
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    expect(row.warnings.map((w) => w.code)).toContain(code);
    const single = await analyze(app, { text });
    expect(row.warnings).toEqual(single.warnings);
    const back = await send('GET', `${answer.batch.id}/rows/`, owner.access_token);
    expect(back.json().results[0].warnings).toEqual(row.warnings);
  });

  it('says negated_word of a sentiment row as a single analysis does, and reads it back the same (decision 0113)', async () => {
    // "Not disappointed at all": sentiment-pro reads the complaint and not its negation.
    const text = 'মোটেও হতাশ হইনি';
    const answer = await createBatch(owner.access_token, [text], { model_id: 'sentiment-pro' });
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    expect(row.warnings.map((w) => w.code)).toContain('negated_word');
    const single = await analyze(app, { text, model_id: 'sentiment-pro' });
    expect(row.warnings).toEqual(single.warnings);
    const back = await send('GET', `${answer.batch.id}/rows/`, owner.access_token);
    expect(back.json().results[0].warnings).toEqual(row.warnings);
  });

  it('says of a row with no word the model knows what a single analysis says, and reads it back the same', async () => {
    const answer = await createBatch(owner.access_token, ['... ??? ...', TEXTS.happy]);
    const [nothing, read] = answer.results;
    if (nothing?.status !== 'ok' || read?.status !== 'ok') throw new Error('rows failed');
    expect(nothing.warnings.map((w) => w.code)).toContain('no_words');
    expect(read.warnings.map((w) => w.code)).not.toContain('no_words');
    const single = await analyze(app, { text: '... ??? ...' });
    expect(nothing.warnings).toEqual(single.warnings);
    const back = await send('GET', `${answer.batch.id}/rows/`, owner.access_token);
    expect(back.json().results[0].warnings).toEqual(nothing.warnings);
  });

  it('reads a romanized row as a single analysis does: the notice, and top words as the user typed them', async () => {
    const text = 'ami tore khun korbo';
    const answer = await createBatch(owner.access_token, [text]);
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    const single = await analyze(app, { text });
    expect(row.prediction).toBe(single.prediction);
    expect(row.warnings.map((w) => w.code)).toContain('romanized_input');
    expect(row.top_words.map((w) => w.word)).toContain('khun');
    for (const w of row.top_words) expect(text).toContain(w.word);
  });

  it('warns of a row that one everyday word decides, as a single analysis does, and reads it back the same', async () => {
    const text = 'নতুন জুতা কিনলাম, খুব আরাম';
    const answer = await createBatch(owner.access_token, [text, 'ওকে জুতা মারা উচিত']);
    const [shoes, threat] = answer.results;
    if (shoes?.status !== 'ok' || threat?.status !== 'ok') throw new Error('row failed');
    const single = await analyze(app, { text });
    expect(shoes.warnings.find((w) => w.code === 'everyday_word')).toEqual(
      single.warnings.find((w) => w.code === 'everyday_word'),
    );
    expect(shoes.warnings.map((w) => w.code)).toContain('everyday_word');
    expect(threat.warnings.map((w) => w.code)).not.toContain('everyday_word');
    const read = await send('GET', `${answer.batch.id}/rows/`, owner.access_token);
    expect(read.json().results).toEqual(answer.results);
  });

  it("names a link as one word among a row's top words, as a single analysis does (decision 0082)", async () => {
    const text = 'এখনই ক্লিক করুন www.Free-Taka.com/offer আর টাকা জিতুন';
    const answer = await createBatch(owner.access_token, [text], {
      model_id: 'spam-detector',
      analysis_type: 'spam',
    });
    const [row] = answer.results;
    if (row?.status !== 'ok') throw new Error('row failed');
    const single = await analyze(app, { text, model_id: 'spam-detector', analysis_type: 'spam' });
    expect(row.top_words.map((w) => w.word)).toEqual(
      single.word_contributions.slice(0, BATCH_TOP_WORDS).map((w) => w.word),
    );
    expect(row.top_words.map((w) => w.word)).toContain('www.Free-Taka.com/offer');
  });

  it('lets either of model_id and analysis_type decide the other when it is left out (decision 0089)', async () => {
    const bySpam = await createBatch(owner.access_token, [TEXTS.happy], { analysis_type: 'spam' });
    expect(bySpam.batch).toMatchObject({ model_id: 'spam-detector', analysis_type: 'spam' });
    const bySentiment = await createBatch(owner.access_token, [TEXTS.happy], { model_id: 'sentiment-pro' });
    expect(bySentiment.batch).toMatchObject({ model_id: 'sentiment-pro', analysis_type: 'sentiment' });
    const [row] = bySentiment.results;
    expect(row?.status === 'ok' && ['positive', 'neutral', 'negative'].includes(row.prediction)).toBe(true);
    // Appending keeps the batch's model and task.
    const more = await send('POST', `${bySentiment.batch.id}/rows/`, owner.access_token, { texts: [TEXTS.food] });
    expect(more.json().batch).toMatchObject({ model_id: 'sentiment-pro', analysis_type: 'sentiment' });
  });

  it('reports an empty, blank, over-long or non-text row for that row and stores the others', async () => {
    const texts = [TEXTS.happy, '', '\u200c \u200d', 'ক'.repeat(MAX_TEXT_LENGTH + 1), 42, null, TEXTS.food];
    const answer = await createBatch(owner.access_token, texts);
    expect(answer.results.map((r) => (r.status === 'ok' ? 'ok' : r.error))).toEqual([
      'ok',
      'Text cannot be empty',
      'Text cannot be empty',
      `Text is too long. Maximum ${MAX_TEXT_LENGTH} characters allowed.`,
      'Text must be a string.',
      'Text cannot be empty',
      'ok',
    ]);
    expect(answer.batch).toMatchObject({ total_rows: 7, analysed_rows: 2 });
  });

  it('refuses more than the documented number of texts, none, a bad model and a wrong body with a 400', async () => {
    const cases = [
      { texts: Array.from({ length: BATCH_MAX_TEXTS + 1 }, () => 'ক') },
      { texts: [] },
      { texts: 'one text' },
      { texts: ['ক'], model_id: 'no-such-model' },
      { texts: ['ক'], model_id: 'spam-detector', analysis_type: 'classification' },
      { texts: ['ক'], surprise: true },
    ];
    for (const payload of cases) {
      const res = await send('POST', '', owner.access_token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      apiErrorSchema.parse(res.json());
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/analysis/batches/',
      headers: { ...authHeader(owner.access_token), 'content-type': 'application/json' },
      payload: '{"texts": ["ক",',
    });
    expect(malformed.statusCode).toBe(400);
    apiErrorSchema.parse(malformed.json());
  });

  it('accepts a full request of 1,000 texts', async () => {
    const texts = Array.from({ length: BATCH_MAX_TEXTS }, (_, i) => `${COMMENTS[i % COMMENTS.length]} ${i}`);
    const answer = await createBatch(owner.access_token, texts);
    expect(answer.results).toHaveLength(BATCH_MAX_TEXTS);
    expect(answer.batch.analysed_rows).toBe(BATCH_MAX_TEXTS);
  });

  it('is for signed-in users only', async () => {
    const res = await send('POST', '', undefined, { texts: ['ক'] });
    expect(res.statusCode).toBe(401);
    apiErrorSchema.parse(res.json());
  });
});

// `?results=errors` (decision 0097): the batch page counts a request's rows and reads them later.
describe('?results=errors on a batch write', () => {
  const TOO_LONG = 'ক'.repeat(MAX_TEXT_LENGTH + 1);

  it('answers only the rows not analysed, numbered in the batch, and stores the others as without it', async () => {
    const created = await send('POST', '?results=errors', owner.access_token, {
      texts: [COMMENTS[0], '', COMMENTS[1]],
      name: 'comments.csv',
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = batchWriteResponseSchema.parse(created.json());
    expect(first.batch).toMatchObject({ total_rows: 3, analysed_rows: 2 });
    expect(first.results).toEqual([{ status: 'error', position: 1, error: expect.any(String) }]);

    const appended = await send('POST', `${first.batch.id}/rows/?results=errors`, owner.access_token, {
      texts: [COMMENTS[2], TOO_LONG, COMMENTS[3], COMMENTS[4]],
    });
    expect(appended.statusCode, appended.body).toBe(200);
    const second = batchWriteResponseSchema.parse(appended.json());
    expect(second.batch).toMatchObject({ total_rows: 7, analysed_rows: 5 });
    expect(second.results).toEqual([{ status: 'error', position: 4, error: expect.any(String) }]);

    // The rows left out of the answers are stored, and read as a request without the query answers them.
    const plain = await createBatch(owner.access_token, [
      COMMENTS[0],
      COMMENTS[1],
      COMMENTS[2],
      COMMENTS[3],
      COMMENTS[4],
    ]);
    const read = await send('GET', `${first.batch.id}/rows/`, owner.access_token);
    const rows = read.json().results as { position: number; text: string; prediction: string }[];
    expect(rows.map((r) => r.position)).toEqual([0, 2, 3, 5, 6]);
    expect(rows.map((r) => r.text)).toEqual(COMMENTS);
    const plainRows = plain.results.map((r) => (r.status === 'ok' ? r.prediction : null));
    expect(rows.map((r) => r.prediction)).toEqual(plainRows);
  });

  it('answers an empty list when every row was analysed, and every row when asked for all', async () => {
    const none = await send('POST', '?results=errors', owner.access_token, { texts: COMMENTS, name: 'all ok' });
    expect(batchWriteResponseSchema.parse(none.json()).results).toEqual([]);
    const all = await send('POST', '?results=all', owner.access_token, { texts: COMMENTS, name: 'all' });
    expect(batchWriteResponseSchema.parse(all.json()).results).toHaveLength(COMMENTS.length);
  });

  it('refuses any other value in plain words, and stores nothing', async () => {
    const before = (await send('GET', '', owner.access_token)).json().count as number;
    const res = await send('POST', '?results=some', owner.access_token, { texts: COMMENTS, name: 'bad' });
    expect(res.statusCode).toBe(400);
    // The house's 400: the catalogue's message, and the field's own in the details.
    expect(apiErrorSchema.parse(res.json()).details).toEqual({ results: ['results must be "all" or "errors"'] });
    expect((await send('GET', '', owner.access_token)).json().count).toBe(before);
  });
});
