import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perspectiveAnalyzeRequestSchema, perspectiveAnalyzeResponseSchema } from '@shobdo/contracts';
import { pickResponseLanguage } from '../../../../lib/accept-language';
import { analyzeComment } from '../../../../services/perspective/analyze-comment';
import { usePerspectiveErrors } from '../../../../services/perspective/perspective-error-handler';
import { PERSPECTIVE_ACCESS, perspectiveSchema } from '../../../../services/perspective/route-schema';

const plugin: FastifyPluginAsyncZod = async (app) => {
  usePerspectiveErrors(app);
  // "::" is a literal colon for fastify's router: the path is comments:analyze, as Perspective's.
  app.post(
    '/comments::analyze',
    {
      config: PERSPECTIVE_ACCESS,
      schema: perspectiveSchema({
        operationId: 'perspectiveAnalyzeComment',
        summary:
          "Score a comment in Perspective's format (TOXICITY, THREAT, IDENTITY_ATTACK, SEXUALLY_EXPLICIT, INSULT)",
        description:
          'Google Perspective API compatible `comments:analyze` for Bengali (Bengali script and romanized Bangla); ' +
          'see docs/integrations/perspective.md for the attribute mapping and what differs. Errors answer ' +
          "Perspective's shape `{error: {code, message, status, details}}`.",
        body: perspectiveAnalyzeRequestSchema,
        answer: perspectiveAnalyzeResponseSchema,
      }),
    },
    async (request) =>
      analyzeComment(app, request.body, {
        userId: request.user!.id,
        summaryLanguage: pickResponseLanguage(request.headers['accept-language']),
      }),
  );
};
export default plugin;
