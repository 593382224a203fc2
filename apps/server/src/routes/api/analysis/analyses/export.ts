import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema } from '@shobdo/contracts';
import { exportResponses, sendAuditedExport } from '../../../../services/admin-audit/send-audited-export';
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
        querystring: exportQuerySchema,
        response: exportResponses,
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'json';
      return sendAuditedExport(app.db, request, reply, {
        what: 'analyses',
        format,
        details: { format },
        rows: readAllAnalyses(app.db),
        columns: ANALYSIS_EXPORT_COLUMNS,
      });
    },
  );
};
export default plugin;
