import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  auditLogResponseSchema,
  feedbackAgreementResponseSchema,
  feedbackEntrySchema,
  feedbackListResponseSchema,
} from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { analyze } from '../analysis/fixtures';

let app: FastifyInstance;
let owner: CreatedUser;
let user: CreatedUser;
let moderator: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  user = await createUser(app);
  moderator = await createUser(app, { role: 'moderator' });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(() => app.close());

function get(url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });
}
function post(url: string, payload: object, token?: string) {
  return app.inject({ method: 'POST', url, payload, headers: token ? authHeader(token) : {} });
}

/** An analysis of the owner's corrected to `label` (another class than the model's), as they would. */
async function correction(text: string, label = 'threat', modelId = 'shobdo-v1') {
  const a = await analyze(app, { text, model_id: modelId }, { token: owner.access_token });
  const correct = a.prediction !== label ? label : label === 'troll' ? 'threat' : 'troll';
  const res = await post(
    `/api/analysis/analyses/${a.analysis_id}/feedback/`,
    { correct_label: correct },
    owner.access_token,
  );
  expect(res.statusCode).toBe(201);
  return { analysis: a, entry: feedbackEntrySchema.parse(res.json()) };
}

async function agreement(modelId: string) {
  const res = await get('/api/moderation/feedback/agreement/', admin.access_token);
  expect(res.statusCode).toBe(200);
  return feedbackAgreementResponseSchema.parse(res.json()).models.find((m) => m.model_id === modelId);
}

describe('moderation of corrections', () => {
  it('lists, filters and pages corrections for moderators and admins; users get 403', async () => {
    const first = await correction('=HYPERLINK("http://x") তুই একটা বোকা', 'troll');
    const second = await correction('তোকে আমি দেখে নেব', 'threat');
    expect((await get('/api/moderation/feedback/', user.access_token)).statusCode).toBe(403);
    expect((await get('/api/moderation/feedback/')).statusCode).toBe(401);

    const all = feedbackListResponseSchema.parse(
      (await get('/api/moderation/feedback/?page_size=1', moderator.access_token)).json(),
    );
    expect(all.pagination).toMatchObject({ total: 2, total_pages: 2, page_size: 1 });
    expect(all.entries[0]).toMatchObject({
      id: second.entry.id,
      text: 'তোকে আমি দেখে নেব',
      user: { username: owner.user.username },
      reviewed_by: null,
      predicted_label: second.analysis.prediction,
      predicted_confidence: second.analysis.confidence,
    });
    const byLabel = feedbackListResponseSchema.parse(
      (
        await get(
          `/api/moderation/feedback/?label=${first.entry.correct_label}&status=pending&model_id=shobdo-v1`,
          admin.access_token,
        )
      ).json(),
    );
    expect(byLabel.entries.map((e) => e.id)).toContain(first.entry.id);
    expect(byLabel.entries.every((e) => e.correct_label === first.entry.correct_label)).toBe(true);
    const none = feedbackListResponseSchema.parse(
      (await get('/api/moderation/feedback/?model_id=spam-detector', admin.access_token)).json(),
    );
    expect(none.entries).toEqual([]);
    expect((await get('/api/moderation/feedback/?status=done', admin.access_token)).statusCode).toBe(400);
  });

  it('accepts and rejects one or many, records each in the audit log, and moves the agreement figure', async () => {
    const a = await correction('তুই একটা গাধা', 'troll', 'shobdo-v2');
    const b = await correction('তোর বাড়ি জ্বালিয়ে দেব', 'threat', 'shobdo-v2');
    const c = await correction('এই ছবিটা খুব সুন্দর', 'sexual', 'shobdo-v2');
    expect(await agreement('shobdo-v2')).toMatchObject({ reviewed: 0, agreement_rate: null, pending: 3 });

    expect(
      (await post(`/api/moderation/feedback/${a.entry.id}/review/`, { decision: 'accept' }, user.access_token))
        .statusCode,
    ).toBe(403);
    const accepted = await post(
      `/api/moderation/feedback/${a.entry.id}/review/`,
      { decision: 'accept' },
      moderator.access_token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: a.entry.id, status: 'accepted', reviewed_at: expect.any(String) });
    expect(await agreement('shobdo-v2')).toMatchObject({
      reviewed: 1,
      corrected: 1,
      agreement_rate: 0,
      confusions: [{ true_label: a.entry.correct_label, predicted_label: a.analysis.prediction, count: 1 }],
    });

    const missing = '00000000-0000-4000-8000-000000000000';
    const bulk = await post(
      '/api/moderation/feedback/review/',
      { ids: [b.entry.id, c.entry.id, c.entry.id, missing], decision: 'reject' },
      admin.access_token,
    );
    expect(bulk.json()).toEqual({ updated: 2, not_found: [missing] });
    const figure = await agreement('shobdo-v2');
    expect(figure).toMatchObject({ reviewed: 3, agreed: 2, corrected: 1, pending: 0 });
    expect(figure!.agreement_rate).toBeCloseTo(66.67, 1);

    const listed = feedbackListResponseSchema.parse(
      (await get('/api/moderation/feedback/?status=rejected&model_id=shobdo-v2', moderator.access_token)).json(),
    );
    expect(listed.entries.map((e) => e.reviewed_by?.username)).toEqual([admin.user.username, admin.user.username]);

    const audit = auditLogResponseSchema.parse(
      (await get('/api/analytics/admin_audit_log/?page_size=100', admin.access_token)).json(),
    );
    const reviews = audit.entries.filter((e) => e.action.startsWith('feedback.'));
    expect(reviews.map((e) => [e.action, e.target_id, e.actor_username]).sort()).toEqual(
      [
        ['feedback.accept', a.entry.id, moderator.user.username],
        ['feedback.reject', b.entry.id, admin.user.username],
        ['feedback.reject', c.entry.id, admin.user.username],
      ].sort(),
    );
    expect(reviews.find((e) => e.target_id === a.entry.id)?.details).toMatchObject({
      previous_status: 'pending',
      model: 'shobdo-v2',
    });

    expect(
      (await post(`/api/moderation/feedback/${missing}/review/`, { decision: 'accept' }, moderator.access_token))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/moderation/feedback/nope/review/', { decision: 'accept' }, moderator.access_token)).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/moderation/feedback/${a.entry.id}/review/`, { decision: 'maybe' }, moderator.access_token))
        .statusCode,
    ).toBe(400);
  });

  it('exports accepted corrections as a formula-safe CSV for admins only', async () => {
    const e = await correction('+৮৮০১৭ নম্বরে কল কর নাহলে খবর আছে', 'threat');
    await post(`/api/moderation/feedback/${e.entry.id}/review/`, { decision: 'accept' }, moderator.access_token);
    expect((await get('/api/moderation/feedback/export/', moderator.access_token)).statusCode).toBe(403);
    const res = await get('/api/moderation/feedback/export/?status=accepted', admin.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/shobdo-feedback-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('text,label,model_id,created_at,reviewed_at');
    expect(lines).toContain(
      `'+৮৮০১৭ নম্বরে কল কর নাহলে খবর আছে,${e.entry.correct_label},shobdo-v1,${e.entry.created_at},${lines.find((l) => l.startsWith("'+"))!.split(',')[4]}`,
    );
    // Only accepted rows by default; pending ones on request.
    expect(lines.some((l) => l.includes('তোকে আমি দেখে নেব'))).toBe(false);
    const pending = await get('/api/moderation/feedback/export/?status=pending', admin.access_token);
    expect(pending.body).toContain('তোকে আমি দেখে নেব');
  });

  it('deleting an analysis (admin bulk delete) deletes its corrections', async () => {
    const gone = await correction('মুছে ফেলা হবে এমন লেখা');
    const del = await post(
      '/api/analysis/analyses/bulk_delete/',
      { analysis_ids: [gone.analysis.analysis_id] },
      admin.access_token,
    );
    expect(del.json()).toMatchObject({ deleted: 1 });
    const list = feedbackListResponseSchema.parse(
      (await get('/api/moderation/feedback/?page_size=100', admin.access_token)).json(),
    );
    expect(list.entries.map((e) => e.id)).not.toContain(gone.entry.id);
    expect(
      (await post(`/api/moderation/feedback/${gone.entry.id}/review/`, { decision: 'accept' }, admin.access_token))
        .statusCode,
    ).toBe(404);
  });
});
