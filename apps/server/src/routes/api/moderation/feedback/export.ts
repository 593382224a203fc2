import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackExportQuerySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { toExportHeaders, toExportStream } from '../../../../db/export-stream';
import { recordAdminActions } from '../../../../services/admin-audit/queries/record-admin-actions';
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
        security: [{ bearerAuth: [] }],
        querystring: feedbackExportQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const status = request.query.status;
      await recordAdminActions(app.db, request.user!, 'feedback.export', [
        { id: null, label: '', details: { status } },
      ]);
      reply.headers(toExportHeaders('feedback', 'csv'));
      return reply.send(toExportStream(readAllFeedback(app.db, status), 'csv', FEEDBACK_EXPORT_COLUMNS));
    },
  );
};
export default plugin;
