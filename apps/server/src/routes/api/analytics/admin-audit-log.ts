import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { listAuditLog } from '../../../services/admin-audit/queries/list-audit-log';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin_audit_log/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every admin action on accounts and analyses: who, what, whom, when (newest first)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
export default plugin;
