import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponseSchema, userListResponseSchema } from '@shobdo/contracts';
import { ensureFreshRollups } from '../../../../services/analytics/ensure-fresh-rollups';
import { getAdminUserSummary } from '../../../../services/analytics/queries/get-admin-user-summary';
import { getUserList } from '../../../../services/analytics/queries/get-user-list';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin_dashboard/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Accounts by status and role, new accounts in the last 7 days, all analyses',
        response: { 200: adminDashboardResponseSchema },
      },
    },
    async () => {
      await ensureFreshRollups(app);
      return getAdminUserSummary(app.db);
    },
  );

  app.get(
    '/user_list/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'The 100 newest accounts and the number of accounts',
        description: 'For a paged, searchable list use GET /api/analytics/users_dashboard/.',
        response: { 200: userListResponseSchema },
      },
    },
    async () => getUserList(app.db),
  );
};
export default route;
