import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyActiveUsersResponseSchema, modelQuerySchema, weeklyActiveUsersResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { ensureFreshRollups } from '../../../services/analytics/ensure-fresh-rollups';
import { getWeeklyActivity } from '../../../services/analytics/get-dashboard';
import { getDailyActiveUsers } from '../../../services/analytics/queries/get-daily-active-users';

const route: FastifyPluginAsyncZod = async (app) => {
  const common = { config: { access: 'admin' as const } };
  const description =
    'Active means signed in and with an analysis, a page view or an activity entry (docs/metrics.md). `model_id` is ' +
    'accepted as the spec sends it; activity is counted across models.';

  app.get(
    '/daily_active_users/',
    {
      ...common,
      schema: {
        tags: ['analytics'],
        summary: 'Signed-in users active in the last 24 hours',
        description,
        querystring: modelQuerySchema,
        response: { 200: dailyActiveUsersResponseSchema, ...errorResponses(400) },
      },
    },
    async () => ({ daily_active_users: await getDailyActiveUsers(app.db), window_hours: 24 as const }),
  );

  app.get(
    '/weekly_active_users/',
    {
      ...common,
      schema: {
        tags: ['analytics'],
        summary: 'Signed-in users active in the last 7 days, returning users and week-over-week retention',
        description,
        querystring: modelQuerySchema,
        response: { 200: weeklyActiveUsersResponseSchema, ...errorResponses(400) },
      },
    },
    async () => {
      await ensureFreshRollups(app);
      return getWeeklyActivity(app.db, app.config.timeZone);
    },
  );
};
export default route;
