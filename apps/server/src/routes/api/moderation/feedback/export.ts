import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackExportQuerySchema } from '@shobdo/contracts';
import { exportResponses, sendAuditedExport } from '../../../../services/admin-audit/send-audited-export';
import { FEEDBACK_EXPORT_COLUMNS, readAllFeedback } from '../../../../services/feedback/queries/export-feedback';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['moderation'],
        summary: 'Corrections as a CSV of training rows: text,label,model_id,created_at,reviewed_at (admin)',
        description:
          '`status` defaults to accepted (the training rows). A download named shobdo-feedback-YYYY-MM-DD.csv, ' +
          'oldest first, streamed in batches of 2000. Cells that start with =, +, -, @, tab or CR are prefixed ' +
          'with an apostrophe. `npm run train -- --corrections FILE` reads it. Recorded in the admin audit log.',
        querystring: feedbackExportQuerySchema,
        response: exportResponses,
      },
    },
    async (request, reply) => {
      const status = request.query.status;
      return sendAuditedExport(app.db, request, reply, {
        what: 'feedback',
        format: 'csv',
        details: { status },
        rows: readAllFeedback(app.db, status),
        columns: FEEDBACK_EXPORT_COLUMNS,
      });
    },
  );
};
export default plugin;
