import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { activityLogs } from '../../src/db/schema';
import { authHeader, buildTestApp, createUser } from '../helper';

/** Gap 7 (metadata): identifying data sent in an activity's metadata is not stored. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test.each([false, true])(
  'an activity (signed in: %s) is stored without addresses, user agents or e-mails',
  async (signedIn) => {
    const headers = signedIn ? authHeader((await createUser(app)).access_token) : {};
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/activities/',
      headers,
      payload: {
        activity_type: 'page_view',
        description: 'Viewed history',
        metadata: {
          page: '/history',
          ip_address: '203.0.113.9',
          user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
          client: { email: 'rahim@example.com', referrer: 'mail from rahim@example.com via 198.51.100.4' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(activityLogs).where(eq(activityLogs.id, res.json().id));
    const stored = JSON.stringify(row!.metadata);
    expect(row!.metadata).toEqual({ page: '/history', client: { referrer: 'mail from [removed] via [removed]' } });
    for (const secret of ['203.0.113.9', 'Mozilla', 'rahim@example.com', '198.51.100.4'])
      expect(stored).not.toContain(secret);
  },
);
