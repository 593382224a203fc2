import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, modelQuerySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { ensureFreshRollups } from '../../../services/analytics/ensure-fresh-rollups';
import { getDashboard } from '../../../services/analytics/get-dashboard';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['analytics'],
        summary: "The admin dashboard's stat cards and insights",
        description:
          'Figures over the last 30 days (SHOBDO_TIME_ZONE days, including today) and the 30 days before, for the ' +
          'trend. `model_id` narrows the analysis figures (total analyses, language shares, most active hour, most ' +
          'common type) to one model. Every figure is defined in docs/metrics.md.',
        querystring: modelQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await ensureFreshRollups(app);
      return getDashboard(app.db, app.config.timeZone, request.query.model_id ?? null);
    },
  );
};
export default route;
