import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema } from '@shobdo/contracts';
import { exportResponses, sendAuditedExport } from '../../../../services/admin-audit/send-audited-export';
import { readAllUsers, USER_EXPORT_COLUMNS } from '../../../../services/admin-users/queries/export-users';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every account as a dated file: JSON (default) or CSV with format=csv (admin)',
        description:
          'A download named shobdo-users-YYYY-MM-DD.json (or .csv), streamed in batches. JSON is an array of the ' +
          'User entity; CSV cells that start with =, +, -, @, tab or CR are prefixed with an apostrophe.',
        querystring: exportQuerySchema,
        response: exportResponses,
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'json';
      return sendAuditedExport(app.db, request, reply, {
        what: 'users',
        format,
        details: { format },
        rows: readAllUsers(app.db),
        columns: USER_EXPORT_COLUMNS,
      });
    },
  );
};
export default plugin;
