import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chartQuerySchema, classShareResponseSchema, usageChartResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { ensureFreshRollups } from '../../../services/analytics/ensure-fresh-rollups';
import { getClassShare } from '../../../services/analytics/queries/get-class-share';
import { getUsageChart } from '../../../services/analytics/queries/get-usage-chart';
import { resolveChartRange } from '../../../services/analytics/resolve-chart-range';

const RANGE =
  '`start_date` and `end_date` (YYYY-MM-DD, both, at most 366 days, end not before start), or `days` (default 7) ending ' +
  'today; `filter_type` week is the last 7 days, month the current calendar month, custom needs the dates. Days are ' +
  'SHOBDO_TIME_ZONE days.';

const route: FastifyPluginAsyncZod = async (app) => {
  const common = { config: { access: 'admin' as const } };

  app.get(
    '/usage_chart/',
    {
      ...common,
      schema: {
        tags: ['analytics'],
        summary: 'Visits, unique visitors and analyses per day, zero-filled',
        description: `${RANGE} \`model_id\` narrows total_analyses to one model. See docs/metrics.md.`,
        querystring: chartQuerySchema,
        response: { 200: usageChartResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await ensureFreshRollups(app);
      const { start, end } = resolveChartRange(request.query, app.config.timeZone);
      return getUsageChart(app.db, start, end, request.query.model_id);
    },
  );

  app.get(
    '/class_share/',
    {
      ...common,
      schema: {
        tags: ['analytics'],
        summary: 'Share of each detected class per day (are threats rising?), per model',
        description: `${RANGE} See docs/metrics.md "Class share over time".`,
        querystring: chartQuerySchema,
        response: { 200: classShareResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await ensureFreshRollups(app);
      const { start, end } = resolveChartRange(request.query, app.config.timeZone);
      return {
        model_id: request.query.model_id ?? null,
        ...(await getClassShare(app.db, start, end, request.query.model_id)),
      };
    },
  );
};
export default route;
