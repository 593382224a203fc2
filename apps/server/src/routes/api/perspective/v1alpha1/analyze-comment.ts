import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  perspectiveAnalyzeRequestSchema,
  perspectiveAnalyzeResponseSchema,
  perspectiveErrorSchema,
} from '@shobdo/contracts';
import { pickResponseLanguage } from '../../../../lib/accept-language';
import { analyzeComment } from '../../../../services/perspective/analyze-comment';
import { usePerspectiveErrors } from '../../../../services/perspective/perspective-error-handler';
import { perspectiveKeyQuerySchema, PERSPECTIVE_SECURITY } from '../../../../services/perspective/route-schema';

const errors = { 400: perspectiveErrorSchema, 403: perspectiveErrorSchema, 429: perspectiveErrorSchema };

const plugin: FastifyPluginAsyncZod = async (app) => {
  usePerspectiveErrors(app);
  // "::" is a literal colon for fastify's router: the path is comments:analyze, as Perspective's.
  app.post(
    '/comments::analyze',
    {
      // A Bearer token means nothing here: the API key is the caller. The comment may hold U+0000
      // (answered as U+FFFD, keeping every offset).
      config: { access: 'perspective-key', skipAuth: true, acceptNul: ['comment'] },
      schema: {
        tags: ['perspective'],
        operationId: 'perspectiveAnalyzeComment',
        summary:
          "Score a comment in Perspective's format (TOXICITY, THREAT, IDENTITY_ATTACK, SEXUALLY_EXPLICIT, INSULT)",
        description:
          'Google Perspective API compatible `comments:analyze` for Bengali (Bengali script and romanized Bangla); ' +
          'see docs/integrations/perspective.md for the attribute mapping and what differs. Errors answer ' +
          "Perspective's shape `{error: {code, message, status, details}}`.",
        security: PERSPECTIVE_SECURITY,
        querystring: perspectiveKeyQuerySchema,
        body: perspectiveAnalyzeRequestSchema,
        response: { 200: perspectiveAnalyzeResponseSchema, ...errors },
      },
    },
    async (request) =>
      analyzeComment(app, request.body, {
        userId: request.user!.id,
        summaryLanguage: pickResponseLanguage(request.headers['accept-language']),
      }),
  );
};
export default plugin;
