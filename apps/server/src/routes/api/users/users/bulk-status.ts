import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResultSchema, userIdsBodySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { setUsersStatus } from '../../../../services/admin-users/queries/set-users-status';

const ACTIONS = [
  { path: '/bulk_activate/', status: 'active', summary: 'Activate accounts (admin)' },
  { path: '/bulk_deactivate/', status: 'inactive', summary: 'Deactivate accounts (admin); their sessions end at once' },
] as const;

const plugin: FastifyPluginAsyncZod = async (app) => {
  for (const action of ACTIONS) {
    app.post(
      action.path,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: action.summary,
          description:
            '`user_ids`: 1 to 1000 UUIDs; duplicates count once. Answers how many accounts changed and the ids that ' +
            'match no account. Accounts already in that status are left alone. 400 when an admin would deactivate ' +
            'their own account or leave no active admin. Every change is recorded in the admin audit log.',
          body: userIdsBodySchema,
          response: { 200: bulkResultSchema, ...errorResponses(400) },
        },
      },
      async (request) => setUsersStatus(app.db, request.user!, request.body.user_ids, action.status),
    );
  }
};
export default plugin;
