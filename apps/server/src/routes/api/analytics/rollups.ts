import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rollupUpdateResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { rollupUpdateRateLimit } from '../../../lib/rate-limits';
import { refreshRollups } from '../../../services/analytics/queries/refresh-rollups';

// The payload is unspecified (docs/product/api.md): an empty object or no body; any field is unknown, so a 400
// like everywhere else.
const anyBody = z.object({}).strict().nullish();

const UPDATE_PATHS = ['countries', 'age_groups', 'demographics', 'daily_stats', 'weekly_stats'] as const;

const route: FastifyPluginAsyncZod = async (app) => {
  for (const name of UPDATE_PATHS) {
    app.post(
      `/${name}/update/`,
      {
        config: { access: 'admin', rateLimit: rollupUpdateRateLimit(app) },
        schema: {
          tags: ['analytics'],
          summary: `Refresh the analytics roll-ups (${name})`,
          description:
            'Every update endpoint refreshes the same roll-ups (docs/metrics.md "Roll-ups"): idempotent, four index ' +
            'look-ups when nothing changed, one transaction under a lock when something did; a concurrent call answers ' +
            '`busy` at once instead of waiting.',
          security: [{ bearerAuth: [] }],
          body: anyBody,
          response: { 200: rollupUpdateResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async () => refreshRollups(app.db, app.config.timeZone),
    );
  }

  app.post(
    '/update_all/',
    {
      config: { access: 'user', rateLimit: rollupUpdateRateLimit(app) },
      schema: {
        tags: ['analytics'],
        summary: 'Refresh every analytics roll-up',
        description:
          'The web app calls this when the admin dashboard loads (docs/product/api.md#endpoints). For an ' +
          'admin it refreshes the roll-ups as the update endpoints do. Any other signed-in user gets 202 `skipped` and ' +
          'costs the database nothing: the roll-ups refresh themselves before an admin reads them.',
        security: [{ bearerAuth: [] }],
        body: anyBody,
        response: {
          200: rollupUpdateResponseSchema,
          202: rollupUpdateResponseSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      if (request.user!.role !== 'admin') return reply.code(202).send({ status: 'skipped', from_day: null });
      return refreshRollups(app.db, app.config.timeZone);
    },
  );
};
export default route;
