import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_MESSAGES, feedbackEntrySchema, ownFeedbackSchema } from '@shobdo/contracts';
import { authHeader, type CreatedUser } from '../helper';
import { buildAppWithUsers } from '../app-with-users';
import { analyze, TEXTS } from '../analysis/fixtures';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  ({ app, owner, other, admin } = await buildAppWithUsers());
});
afterAll(() => app.close());

function report(id: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/analysis/analyses/${id}/feedback/`,
    payload: payload as object,
    headers: token ? authHeader(token) : {},
  });
}

function readOwn(id: string, token: string) {
  return app.inject({ method: 'GET', url: `/api/analysis/analyses/${id}/feedback/`, headers: authHeader(token) });
}

/** A class of the five-class model other than the one it gave. */
function otherLabel(prediction: string) {
  return prediction === 'threat' ? 'troll' : 'threat';
}

describe('POST /api/analysis/analyses/{id}/feedback/', () => {
  it('stores a pending correction with the model answer of the time (201), and a second one replaces it (200)', async () => {
    const a = await analyze(app, { text: TEXTS.happy, model_id: 'shobdo-v1' }, { token: owner.access_token });
    const label = otherLabel(a.prediction);
    const first = await report(a.analysis_id, { correct_label: label, note: '  জোকস ছিল  ' }, owner.access_token);
    expect(first.statusCode).toBe(201);
    const entry = feedbackEntrySchema.parse(first.json());
    expect(entry).toMatchObject({
      analysis_id: a.analysis_id,
      model_id: 'shobdo-v1',
      predicted_label: a.prediction,
      predicted_confidence: a.confidence,
      correct_label: label,
      note: 'জোকস ছিল',
      status: 'pending',
      source: 'web',
      reviewed_at: null,
    });

    const second = await report(a.analysis_id, { correct_label: 'sexual' }, owner.access_token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: entry.id, correct_label: 'sexual', note: '', status: 'pending' });

    const own = ownFeedbackSchema.parse((await readOwn(a.analysis_id, owner.access_token)).json());
    expect(own.feedback).toMatchObject({ id: entry.id, correct_label: 'sexual' });
  });

  it("answers anonymous callers 401 with the catalogue message, and hides other users' analyses (404)", async () => {
    const a = await analyze(app, { text: TEXTS.food }, { token: owner.access_token });
    const anonymous = await report(a.analysis_id, { correct_label: 'threat' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Unauthorized. Please log in again.' });
    const stranger = await report(a.analysis_id, { correct_label: 'threat' }, other.access_token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Resource not found.' });
    expect((await readOwn(a.analysis_id, other.access_token)).statusCode).toBe(404);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await report(id, { correct_label: 'threat' }, owner.access_token)).statusCode).toBe(404);
    }
  });

  it("lets an admin correct anyone's analysis, and only an admin an anonymous one", async () => {
    const owned = await analyze(app, { text: TEXTS.weather }, { token: owner.access_token });
    const byAdmin = await report(
      owned.analysis_id,
      { correct_label: otherLabel(owned.prediction) },
      admin.access_token,
    );
    expect(byAdmin.statusCode).toBe(201);
    // The owner's own entry is theirs alone: the admin's is not shown to them.
    expect(ownFeedbackSchema.parse((await readOwn(owned.analysis_id, owner.access_token)).json()).feedback).toBeNull();

    const anonymous = await analyze(app, { text: TEXTS.weather });
    const label = otherLabel(anonymous.prediction);
    expect((await report(anonymous.analysis_id, { correct_label: label }, owner.access_token)).statusCode).toBe(403);
    expect((await report(anonymous.analysis_id, { correct_label: label }, admin.access_token)).statusCode).toBe(201);
  });

  it('refuses a class the model does not have, the class it gave, and bad bodies (400 with details)', async () => {
    const a = await analyze(
      app,
      { text: TEXTS.happy, model_id: 'sentiment-pro', analysis_type: 'sentiment' },
      {
        token: owner.access_token,
      },
    );
    const unknown = await report(a.analysis_id, { correct_label: 'threat' }, owner.access_token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'Bad Request',
      message: FEEDBACK_MESSAGES.unknownLabel,
      details: { correct_label: [expect.stringContaining('positive')] },
    });
    const same = await report(a.analysis_id, { correct_label: a.prediction }, owner.access_token);
    expect(same.statusCode).toBe(400);
    expect(same.json().details.correct_label).toEqual([FEEDBACK_MESSAGES.sameLabel]);
    for (const body of [
      {},
      { correct_label: '' },
      { correct_label: 'x', extra: 1 },
      { correct_label: 'negative', note: 'x'.repeat(1001) },
    ]) {
      const res = await report(a.analysis_id, body, owner.access_token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('details');
    }
  });

  it('accepts a correction of a batch row, judged against the classes the row stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analysis/batches/',
      payload: { texts: [TEXTS.food], model_id: 'shobdo-v1' },
      headers: authHeader(owner.access_token),
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().results[0] as { analysis_id: string; prediction: string };
    const sent = await report(row.analysis_id, { correct_label: otherLabel(row.prediction) }, owner.access_token);
    expect(sent.statusCode).toBe(201);
    expect((await report(row.analysis_id, { correct_label: 'positive' }, owner.access_token)).statusCode).toBe(400);
  });
});
