import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, analysisLogsResponseSchema, usersDashboardResponseSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';

/**
 * A broad admin search counts its matches up to ADMIN_COUNT_CAP and says the total is a lower bound
 * (ADR 0035); a narrower one, and every list without a text search, keeps its exact total.
 */
let app: FastifyInstance;
let admin: CreatedUser;
const MANY = ADMIN_COUNT_CAP + 5;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { role: 'admin' });
  await app.db.execute(sql`
    insert into analyses (model_id, model_name, model_version, original_text, detected_type, confidence_score,
      analysis_type, language, processing_time, score, bias, word_contributions, class_probabilities, result)
    select 'shobdo-v1', 'Shobdo v1', '1.0.0',
      case when g <= 3 then 'বিরলশব্দ নমুনা ' || g else 'সাধারণশব্দ নমুনা ' || g end,
      'not_bully', 90, 'classification', 'bn', 1, 0, 0, '[]'::jsonb, '[]'::jsonb, '{}'::jsonb
    from generate_series(1, ${MANY}) as g
  `);
});
afterAll(() => app.close());

const logs = async (query: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/analytics/analysis_logs_dashboard/?${query}`,
    headers: authHeader(admin.access_token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return analysisLogsResponseSchema.parse(res.json());
};

describe('capped totals of broad admin searches', () => {
  it('a search matching more than the cap says its total is at least the cap, and later pages still answer', async () => {
    const first = await logs(`search=${encodeURIComponent('সাধারণশব্দ')}&page_size=10`);
    expect(first.pagination).toEqual({
      page: 1,
      page_size: 10,
      total: ADMIN_COUNT_CAP,
      total_pages: ADMIN_COUNT_CAP / 10,
      total_is_lower_bound: true,
    });
    expect(first.analyses).toHaveLength(10);
    // MANY - 3 rows match: the last page beyond the counted ones holds the remaining two.
    const beyond = await logs(
      `search=${encodeURIComponent('সাধারণশব্দ')}&page_size=10&page=${ADMIN_COUNT_CAP / 10 + 1}`,
    );
    expect(beyond.analyses).toHaveLength(MANY - 3 - ADMIN_COUNT_CAP);
    expect(beyond.pagination.total_is_lower_bound).toBe(true);
  });

  it('a search under the cap, and a list without a search, have exact totals and no lower-bound flag', async () => {
    const rare = await logs(`search=${encodeURIComponent('বিরলশব্দ')}`);
    expect(rare.pagination.total).toBe(3);
    expect(rare.pagination).not.toHaveProperty('total_is_lower_bound');
    const all = await logs('language=bn');
    expect(all.pagination.total).toBe(MANY);
    expect(all.pagination).not.toHaveProperty('total_is_lower_bound');
  });

  it('the users list keeps its exact total under the cap', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/analytics/users_dashboard/?search=${encodeURIComponent(admin.user.username)}`,
      headers: authHeader(admin.access_token),
    });
    const body = usersDashboardResponseSchema.parse(res.json());
    expect(body.pagination.total).toBe(1);
    expect(body.pagination).not.toHaveProperty('total_is_lower_bound');
  });
});
