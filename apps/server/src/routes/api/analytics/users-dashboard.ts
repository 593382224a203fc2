import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersDashboardQuerySchema, usersDashboardResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { getUsersSummary } from '../../../services/admin-users/queries/get-users-summary';
import { listUsers } from '../../../services/admin-users/queries/list-users';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users_dashboard/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Users management: one page of accounts, the filtered total and the users summary',
        description:
          '`search` matches username, email or full name (case-insensitive; Bengali matched across encodings: ' +
          'invisible joiners ignored, NFC). `role` and `status` filter exactly. Newest accounts first. `page_size` ' +
          'defaults to 10, at most 100; a page beyond the last answers an empty list. The summary counts every account.',
        querystring: usersDashboardQuerySchema,
        response: { 200: usersDashboardResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const summary = await getUsersSummary(app.db);
      return { ...(await listUsers(app.db, request.query, summary.total_users)), summary };
    },
  );
};
export default plugin;
