import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeRequestSchema, analyzeResponseSchema, apiErrorSchema } from '@shobdo/contracts';
import { pickResponseLanguage } from '../../../../lib/accept-language';
import { runAnalysis } from '../../../../services/analysis/run-analysis';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analyze/',
    {
      // The text keeps its length with U+FFFD for each NUL (runAnalysis), so word spans stay aligned.
      config: { access: 'public', apiKey: true, acceptNul: ['text'] },
      schema: {
        tags: ['analysis'],
        summary: 'Classify a text with one model, explain it word by word, and store the analysis',
        description:
          'Open to anonymous visitors; with a Bearer token the analysis belongs to that user. The summary is in ' +
          'Bengali when Accept-Language prefers `bn`, else English; both are kept in `result.metadata.summaries`. ' +
          'Either of `model_id` and `analysis_type` may be left out and the other decides it (`analysis_type` ' +
          "`sentiment` alone runs sentiment-pro); given both, `analysis_type` must be the model's task " +
          '(GET /api/models/ai-models/). `processing_time` is the measured ' +
          'milliseconds of classification and explanation.',
        body: analyzeRequestSchema,
        response: { 200: analyzeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const run = await runAnalysis(app, {
        text: request.body.text,
        modelId: request.body.model_id,
        analysisType: request.body.analysis_type,
        userId: request.user?.id ?? null,
        summaryLanguage: pickResponseLanguage(request.headers['accept-language']),
      });
      return run.response;
    },
  );
};
export default plugin;
