import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { toExportHeaders, toExportStream } from '../../../../db/export-stream';
import { recordAdminActions } from '../../../../services/admin-audit/queries/record-admin-actions';
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
        security: [{ bearerAuth: [] }],
        querystring: exportQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'json';
      await recordAdminActions(app.db, request.user!, 'users.export', [{ id: null, label: '', details: { format } }]);
      reply.headers(toExportHeaders('users', format));
      return reply.send(toExportStream(readAllUsers(app.db), format, USER_EXPORT_COLUMNS));
    },
  );
};
export default plugin;
