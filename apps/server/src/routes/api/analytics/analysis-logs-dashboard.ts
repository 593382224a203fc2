import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisLogsQuerySchema, analysisLogsResponseSchema, LOG_SORT_COLUMNS } from '@shobdo/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { getAnalysisLogsDashboard } from '../../../services/admin-logs/get-analysis-logs-dashboard';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analysis_logs_dashboard/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Analysis logs: one page of analyses of every user, the filtered total and the logs summary',
        description:
          '`search` matches the text (case-insensitive; Bengali matched across encodings: invisible joiners ignored, ' +
          'NFC). `language` is bn or en; `date_from`/`date_to` are YYYY-MM-DD (whole UTC days, both included) or ' +
          `ISO date-times. \`sort_by\` is one of ${LOG_SORT_COLUMNS.join(', ')}, with a leading '-' for descending ` +
          '(default -created_at). `page_size` defaults to 10, at most 100. `analysis_type` is toxicity for the ' +
          'five-class models, sentiment for sentiment-pro, spam for spam-detector, other otherwise. The summary ' +
          'covers every analysis.',
        querystring: analysisLogsQuerySchema,
        response: { 200: analysisLogsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => getAnalysisLogsDashboard(app.db, request.query),
  );
};
export default plugin;
