import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema } from '@shobdo/contracts';
import { errorResponses } from '../../../../lib/error-responses';
import { toExportHeaders, toExportStream } from '../../../../db/export-stream';
import { recordAdminActions } from '../../../../services/admin-audit/queries/record-admin-actions';
import { ANALYSIS_EXPORT_COLUMNS, readAllAnalyses } from '../../../../services/admin-logs/queries/export-analyses';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every analysis as a dated file: JSON (default) or CSV with format=csv (admin)',
        description:
          'A download named shobdo-analyses-YYYY-MM-DD.json (or .csv), newest first, streamed in batches of 2000 ' +
          'rows so a million rows never sit in memory. Word contributions are not included (see ' +
          'GET /api/analysis/analyses/{id}/). CSV cells that start with =, +, -, @, tab or CR are prefixed with an apostrophe.',
        security: [{ bearerAuth: [] }],
        querystring: exportQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'json';
      await recordAdminActions(app.db, request.user!, 'analyses.export', [
        { id: null, label: '', details: { format } },
      ]);
      reply.headers(toExportHeaders('analyses', format));
      return reply.send(toExportStream(readAllAnalyses(app.db), format, ANALYSIS_EXPORT_COLUMNS));
    },
  );
};
export default plugin;
